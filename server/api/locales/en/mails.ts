/**
 * The English texts of every mail the API sends (issue 42, decision 0987), key for key as
 * ../de/mails.ts: a missing or extra key fails the typecheck.
 */
import type { MailTexts } from "../de/mails";
import type { Translation } from "../translation";

const mails: Translation<MailTexts> = {
  locale: "en-GB",
  common: {
    greeting: "Hello,",
    greetingNamed: (name) => `Hello ${name},`,
    portal: "Partner Portal",
    automatic: "This e-mail was sent automatically by the Partner Portal.",
    association: "Purchasing Association",
  },
  dates: {
    span: (date, from, to) => `${date}, ${from} – ${to}`,
    spanDays: (fromDate, from, toDate, to) => `${fromDate}, ${from} – ${toDate}, ${to}`,
    at: (date, time) => `${date}, ${time}`,
  },
  tfa: {
    subject: "Partner Portal: two-factor sign-in",
    enabled: "Two-factor sign-in has been set up for your account.",
    disabled: "Two-factor sign-in has been turned off for your account.",
    recoveryUsed: "A recovery code was used for your account. It cannot be used again.",
    notYou: "If this was not you, please change your password at once and contact your company's account management.",
  },
  tfaReset: {
    subject: "Partner Portal: two-factor sign-in reset",
    lead: "the Purchasing Association's support has reset the two-factor sign-in of your Partner Portal account. Your previous recovery codes are no longer valid.",
    next: "When you next sign in, you set it up again with your authenticator app.",
    notYou: "If you did not ask for this, please contact the Purchasing Association.",
  },
  passwordReset: {
    subject: "Partner Portal: reset your password",
    lead: "a new password was requested for your Partner Portal account. Set it with this link (valid for one hour, usable once):",
    ignore: "If you did not request it, you can ignore this e-mail; your password stays as it is.",
  },
  invitation: {
    subject: "Invitation to the Partner Portal",
    lead: (company) => `an account in the Partner Portal has been created for you at ${company}. Set your password with this link (valid for seven days, usable once):`,
    then: "Then sign in with your e-mail address and the new password.",
  },
  emailChange: {
    confirmSubject: "Partner Portal: confirm your new e-mail address",
    confirmLead: (manager, company) => `${manager} entered this address for your Partner Portal account at ${company}. Confirm it with this link (valid for 24 hours, usable once):`,
    confirmThen: (email) => `Only then do you sign in with ${email}; until then your previous address applies.`,
    noticeSubject: "Partner Portal: your e-mail address is to be changed",
    noticeLead: (manager, company, email) => `${manager} entered the new e-mail address ${email} for your Partner Portal account at ${company}.`,
    noticeUntil: "It applies only once it is confirmed through the link in the e-mail sent to that address; until then you keep signing in with this address.",
    noticeHelp: "If you did not expect this, please contact your company's account management.",
    changedSubject: "Partner Portal: your e-mail address has been changed",
    changedLead: (email) => `the e-mail address of your Partner Portal account is now ${email}. You sign in with it from now on; the portal sends no more e-mails to this address.`,
  },
  review: {
    subject: (name, outcome) => `Document review: “${name}” ${outcome}`,
    lead: (name, outcome) => `Your document “${name}” ${outcome}`,
    outcomes: {
      approved: { subject: "approved", line: "has been reviewed and approved. Trading partners see it in their document lists from now on." },
      denied: { subject: "rejected", line: "has been reviewed and rejected." },
      needs_feedback: {
        subject: "query",
        line: "has been reviewed; the review has a query for you. Please complete or correct the document and submit it again.",
      },
    },
    comment: "The review's comment:",
    link: (link) => `The document in the Partner Portal: ${link}`,
  },
  expiry: {
    subject: (name, until) => `Reminder: “${name}” is valid only until ${until}`,
    lead: (name, until, days) => `Your document “${name}” is valid only until ${until} (${days === 1 ? "1 day left" : `${days} days left`}).`,
    after: "After that it no longer appears in the trading partners' document lists.",
    upload: "Please upload a new version in good time. It goes through the document review and, once approved, replaces the current version under the same link:",
    why: "You receive this reminder as the document's submitter or as your company's account management.",
  },
  dataExport: {
    subject: "Your data export is ready",
    lead: (name, until) => `the requested export of the data of ${name} is ready. After signing in you can download it once, until ${until}:`,
    contents: "The ZIP file holds a JSON and a CSV file per category, and the profile picture.",
  },
  digest: {
    sections: { news: "News", documents: "Documents", events: "Events" },
    important: "Important: ",
    eventOn: (title, date) => `${title}, on ${date}`,
    more: (count) => `… and ${count} more`,
    settings: "Your settings",
    daily: { subject: "Your daily summary", intro: (since) => `Since the last summary (since ${since}) this is new in the Partner Portal:` },
    weekly: { subject: "Your weekly summary", intro: (since) => `In the past week (since ${since}) this is new in the Partner Portal:` },
    entries: (count) => (count === 1 ? "1 new entry" : `${count} new entries`),
    unsubscribe: "Unsubscribe from this summary",
    importantSubject: (title) => `Important news: ${title}`,
    importantIntro: "The association has published an important announcement:",
    importantLink: (link) => `Read the announcement: ${link}`,
    importantUnsubscribe: "Stop receiving important news by e-mail at once",
  },
  event: {
    subjects: {
      registered: "Registration confirmed",
      changed: "Registration changed",
      cancelled: "Cancellation confirmed",
      reminder: "Reminder: tomorrow",
      waiting: "Waiting list",
      movedUp: "Place available – registration confirmed",
      rescheduled: "Event rescheduled",
      eventCancelled: "Cancelled",
    },
    subject: (kind, title, date) => `${kind}: ${title} on ${date}`,
    leads: {
      registered: (company, title) => `${company}'s registration for the event “${title}” has been received. You are listed as a participant or as the person who registered.`,
      changed: (company, title) => `${company}'s registration for the event “${title}” has been changed. The details below apply.`,
      cancelled: (company, title) => `${company} has cancelled your registration for the event “${title}”. The attachment removes it from your calendar.`,
      reminder: (company, title) => `the event “${title}”, for which ${company} registered you, takes place tomorrow.`,
      waiting: (company, title) =>
        `the event “${title}” is fully booked. ${company}'s registration is on the waiting list; when a place becomes free, it moves up in the order received and you will be notified.`,
      movedUp: (company, title) => `a place has become free for the event “${title}”. ${company}'s registration has moved up from the waiting list and is confirmed.`,
      rescheduled: (company, title) => `the date of the event “${title}”, for which ${company} registered you, has changed. The new date below applies.`,
      eventCancelled: (company, title) => `the event “${title}”, for which ${company} registered you, has been cancelled by the association. The attachment removes it from your calendar.`,
    },
    message: "Message from the association:",
    event: (title) => `Event: ${title}`,
    when: (span) => `Date: ${span}`,
    where: (location) => `Location: ${location}`,
    attached: "The event for your calendar is attached.",
    linkCancelled: "The event in the Partner Portal",
    link: "Details, changes and cancellation in the Partner Portal",
    questions: (email) => `If you have any questions, contact us at ${email}.`,
    regards: (association) => `Kind regards\nYour ${association}`,
    file: "event.ics",
    cancelFile: "cancellation.ics",
  },
};

export default mails;
