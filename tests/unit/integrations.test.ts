import { describe, expect, it } from 'vitest';
import { integrationOrigins, readIntegrations } from '../../src/config/integrations';
import { widgetScriptTag } from '../../src/plugins/integrations';

const feedback = {
  LINEA_DOCS_FEEDBACK_SCRIPT_URL: 'https://cdn.example.com/feedback.js',
  LINEA_DOCS_FEEDBACK_ID: 'abc123',
};

describe('readIntegrations', () => {
  it('configures nothing when no variable is set', () => {
    expect(readIntegrations({})).toEqual({ widgets: [] });
    expect(readIntegrations({ LINEA_DOCS_FEEDBACK_SCRIPT_URL: '  ' })).toEqual({ widgets: [] });
  });

  it('reads a widget and the tag manager', () => {
    const result = readIntegrations({
      ...feedback,
      LINEA_DOCS_FEEDBACK_INTEGRITY: 'sha384-abcDEF123+/=',
      LINEA_DOCS_GTM_CONTAINER_ID: 'GTM-ABC123',
    });
    expect(result.tagManager).toEqual({ containerId: 'GTM-ABC123' });
    expect(result.widgets).toEqual([
      { name: 'feedback', scriptUrl: 'https://cdn.example.com/feedback.js', id: 'abc123', integrity: 'sha384-abcDEF123+/=' },
    ]);
    expect(integrationOrigins(result)).toEqual(['https://cdn.example.com', 'https://www.googletagmanager.com']);
  });

  it('rejects half-configured or unsafe values with a message naming the variable', () => {
    expect(() => readIntegrations({ LINEA_DOCS_SURVEY_ID: 'x' })).toThrow(/LINEA_DOCS_SURVEY_SCRIPT_URL/);
    expect(() => readIntegrations({ ...feedback, LINEA_DOCS_FEEDBACK_SCRIPT_URL: 'http://cdn.example.com/f.js' })).toThrow(/https/);
    expect(() => readIntegrations({ ...feedback, LINEA_DOCS_FEEDBACK_SCRIPT_URL: 'not a url' })).toThrow(/not a URL/);
    expect(() => readIntegrations({ ...feedback, LINEA_DOCS_FEEDBACK_INTEGRITY: 'md5-xyz' })).toThrow(/sha384/);
    expect(() => readIntegrations({ LINEA_DOCS_GTM_CONTAINER_ID: 'UA-1' })).toThrow(/GTM-/);
  });
});

describe('widget script tag', () => {
  it('is deferred, anonymous and carries the id and integrity', () => {
    const tag = widgetScriptTag({ name: 'assistant', scriptUrl: 'https://a.example/bot.js', id: 'bot', integrity: 'sha384-x' });
    expect(tag.tagName).toBe('script');
    expect(tag.attributes).toMatchObject({
      src: 'https://a.example/bot.js',
      defer: true,
      'data-integration': 'assistant',
      'data-id': 'bot',
      integrity: 'sha384-x',
      crossorigin: 'anonymous',
    });
  });
});
