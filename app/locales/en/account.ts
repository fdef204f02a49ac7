import type de from "../de/account";
import type { Translation } from "../translation";

/** English twin of ../de/account.ts */
const account: Translation<typeof de> = {
  nav: {
    settings: "Account settings",
    subAccounts: "Sub-accounts",
    management: "Account management",
    myData: "My data",
  },
  saved: "Saved successfully",
  saveFailed: "An error occurred.",
  validation: {
    emailRequired: "Please enter an email address.",
    emailInvalid: "Please enter a valid email address.",
    passwordRequired: "Please enter a new password.",
    passwordTooShort: "The password must be at least 8 characters long.",
    repeatRequired: "Please repeat the new password.",
    mismatch: "The passwords do not match.",
    currentRequired: "Please enter your current password.",
    currentWrong: "The current password is not correct.",
    nameTooLong: "Please use 100 characters at most.",
  },
  terms: {
    pageTitle: "Terms of use",
    heading: "Terms of use of the Partner Portal",
    intro: "Before you use the Partner Portal, please read and accept the terms of use.",
    version: "Version {{version}}",
    sections: [
      {
        title: "1. Purpose of the portal",
        text: "The Partner Portal provides the purchasing association’s trading partners and suppliers with information, documents and tools for working together. It may only be used for this purpose.",
      },
      {
        title: "2. Access credentials",
        text: "Your access credentials are personal. Do not pass on your password, and sign out of shared devices after use. Please report any suspected misuse to partner support immediately.",
      },
      {
        title: "3. Confidentiality",
        text: "Trading conditions, prices, sales data and documents in the portal are confidential. They may only be used within your company and only by people who need them for their work.",
      },
      {
        title: "4. Logging",
        text: "Sign-ins, account switches and changes of password and status are logged with the time and IP address. Your company’s account administrators can view this audit trail.",
      },
      {
        title: "5. Changes",
        text: "If the terms of use change, you will be asked for your consent again the next time you sign in.",
      },
    ],
    accept: "Accept",
    deny: "Decline",
    accepted: "Thank you. You have accepted the terms of use.",
    denied: "You have declined the terms of use and have been signed out.",
  },
  reset: {
    pageTitle: "Reset password",
    requestHeading: "Reset password",
    requestIntro: "Enter your account’s email address. We will send you a link with which you can set a new password.",
    email: "Email",
    request: "Request link",
    sent: "If an account exists for this email address, we have sent you a link. It is valid for one hour.",
    requestFailed: "The request could not be sent just now. Please try again in a moment.",
    newHeading: "Set a new password",
    newIntro: "Choose a password with at least 8 characters.",
    password: "New password",
    repeat: "Repeat password",
    save: "Save password",
    done: "Your password has been saved. Please sign in with the new password.",
    failed: "The password could not be reset. The link is invalid, has expired or has already been used. Please request a new link.",
    requestNew: "Request a new link",
    backToLogin: "Back to sign-in",
  },
  device: {
    unknown: "Unknown device",
    browserOn: "{{browser}} on {{os}}",
  },
  subAccounts: {
    pageTitle: "Sub-accounts",
    intro: "Switch to the account of one of your branches. You can return to your main account at any time using the notice bar at the top.",
    empty: "No sub-accounts are assigned to your account.",
    switchTo: "Switch",
    switchToLabel: "Switch to {{name}}",
    switched: "You are now signed in as {{name}}.",
    failed: "Switching to this account is not possible.",
    tfaRequired: "{{name}} requires two-factor authentication. Set it up in your profile and sign in again with it; then you can switch.",
    headerSwitch: "Switch sub-account",
  },
  impersonation: {
    hint: "You are signed in as {{name}} ({{company}}) – via the main account {{parent}}.",
    return: "Return to the main account",
    returned: "You are signed in with your main account again.",
  },
};

export default account;
