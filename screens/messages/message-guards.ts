/** The permissions.json guards of the message center's changes; the server checks the same ones on its routes. */
export const MESSAGE_GUARDS = {
  send: 'canSendMessages',
  edit: 'canEditMessages',
  delete: 'canDeleteMessages',
} as const;
