import type { OutgoingMail } from './mail.repo';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(to: string, subject: string, intro: string, link: string, outro: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n\n— Balancer`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(outro)}</p><p>— Balancer</p>`,
  };
}

export const activationMail = (to: string, link: string) =>
  message(
    to,
    'Activate your Balancer account',
    'Welcome to Balancer. Open this link to activate your account:',
    link,
    'The link works once and expires in 7 days. If you did not register, ignore this message.',
  );

export const passwordResetMail = (to: string, link: string) =>
  message(
    to,
    'Reset your Balancer password',
    'Someone asked to reset the password of your Balancer account. Open this link to choose a new one:',
    link,
    'The link works once and expires in 24 hours. If it was not you, ignore this message; your password is unchanged.',
  );

/** Sent instead of an error when someone registers an address that already has an account. */
export const alreadyRegisteredMail = (to: string, resetLink: string) =>
  message(
    to,
    'Your Balancer account',
    'Someone, perhaps you, tried to create a Balancer account with this address, which already has one. To choose a new password, open:',
    resetLink,
    'If you know your password, just sign in. If it was not you, ignore this message; nothing has changed.',
  );

/** Sent to the new address of an e-mail change: the change happens only when this link is opened. */
export const emailChangeMail = (to: string, link: string) =>
  message(
    to,
    'Confirm your new Balancer address',
    'Someone, perhaps you, asked to use this address for their Balancer account. Open this link to confirm it:',
    link,
    'The link works once and expires in 24 hours. Until then the account keeps its old address. If it was not you, ignore this message.',
  );

/** Sent to the current address when a change is asked: the owner can stop it (and every session) from here. */
export const emailChangeNoticeMail = (to: string, newEmail: string, cancelLink: string) =>
  message(
    to,
    'Your Balancer address is about to change',
    `Someone signed in to your Balancer account asked to change its address to ${newEmail}. If that was not you, open this link: it stops the change and signs out every session.`,
    cancelLink,
    'Then choose a new password from the sign-in page ("Forgot password"). If it was you, ignore this message.',
  );

/** Sent to an address already in use when an account asks to move to it (the request answers as usual). */
export const emailInUseMail = (to: string, resetLink: string) =>
  message(
    to,
    'Your Balancer account',
    'Someone asked to move another Balancer account to this address, which already has one; nothing has changed. To choose a new password for your account, open:',
    resetLink,
    'If it was not you, ignore this message.',
  );
