import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/messageservicebase',
  overview: [
    '`MessageServiceBase` is the base to inherit when you build a pair of contracts, one on Ethereum and one on Linea, that talk to each other through the canonical message service. It stores the address of the message service on its own layer and the address of its counterpart on the other layer, and gives you two modifiers that together make a receiving function safe.',
    '`onlyMessagingService` checks that the call comes from the message service, which is what delivers a claimed message. `onlyAuthorizedRemoteSender` asks the message service who sent the message on the origin layer and checks that it was your counterpart. Use both on every function that acts on cross-layer messages. The Linea [token bridge](/api/linea-smart-contracts/tokenbridge) is built this way.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'MessageServiceBase',
      kind: 'abstract contract',
      source: atHead('messaging/MessageServiceBase.sol', '^0.8.33'),
      inherits: ['Initializable', 'IGenericErrors'],
      summary: 'Message-service address, remote sender and the guards for receiving cross-layer messages.',
      variables: [
        { name: 'messageService', type: 'IMessageService', visibility: 'public', description: 'Message service on this layer: LineaRollup on Ethereum, L2MessageService on Linea.' },
        { name: 'remoteSender', type: 'address', visibility: 'public', description: 'The counterpart contract on the other layer whose messages this contract accepts.' },
      ],
      modifiers: [
        { name: 'onlyMessagingService', params: [], description: 'Allows the call only from `messageService`.', reverts: ['CallerIsNotMessageService'] },
        {
          name: 'onlyAuthorizedRemoteSender',
          params: [],
          description: 'Allows the call only while the message being delivered was sent by `remoteSender`, as reported by `messageService.sender()`. Pair it with `onlyMessagingService`: alone, it would also pass for direct calls whenever `sender()` happens to match.',
          reverts: ['SenderNotAuthorized'],
        },
      ],
      functions: [
        {
          name: '__MessageServiceBase_init',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_messageService', type: 'address', description: 'Message service on this layer; must not be zero.' }],
          modifiers: ['onlyInitializing'],
          description: 'Stores the message service address. Call it from your initializer.',
          reverts: ['ZeroAddressNotAllowed'],
        },
        {
          name: '_setRemoteSender',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_remoteSender', type: 'address', description: 'Counterpart contract on the other layer; must not be zero.' }],
          description: 'Stores the counterpart address. Expose it behind your own access control, since the counterpart usually exists only after both sides are deployed.',
          reverts: ['ZeroAddressNotAllowed'],
          emits: ['RemoteSenderSet'],
        },
      ],
      events: [
        {
          name: 'RemoteSenderSet',
          params: [
            { name: 'remoteSender', type: 'address', indexed: true, description: 'New counterpart address.' },
            { name: 'setter', type: 'address', indexed: true, description: 'Account that set it.' },
          ],
          description: 'The counterpart on the other layer was set or changed.',
        },
      ],
      errors: [
        { name: 'CallerIsNotMessageService', params: [], description: 'A function reserved for message delivery was called by an account other than the message service.' },
        { name: 'SenderNotAuthorized', params: [], description: 'A message reached this contract from an origin-layer sender other than `remoteSender`.' },
      ],
    },
  ],
};

export default page;
