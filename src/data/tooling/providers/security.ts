import type { ToolingProvider } from '../types';

/** Providers whose primary category is security (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [];

export default providers;
