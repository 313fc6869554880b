// '@lezioni/web-kit/message-links': links in chat messages, as anchors and as cards (a Google
// document, or a preview from /api/unfurl), bundled by the apps that show messages (the chat, the
// lesson room's chat), so no other page downloads them.
export { isWebUrl, linkCardsOf, MAX_LINK_CARDS, splitMessageText, type LinkCard, type TextPart } from './message-links';
export { GoogleDocumentCard, LinkCards, LinkedText, LinkPreviewCard } from './message-links-view';
