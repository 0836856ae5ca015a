// The messages feature's member-centre page; the shell's member-centre page list loads it on first use.
export { MessagesPage } from './messages-page';
