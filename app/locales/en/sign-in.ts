import type de from "../de/sign-in";
import type { Translation } from "../translation";

/** English twin of ../de/sign-in.ts */
const signIn: Translation<typeof de> = {
  login: {
    pageTitle: "Sign in",
    heading: "Partner sign-in",
    intro: "Sign in with your company’s account.",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in …",
    forgotPassword: "Forgotten your password?",
    failed:
      "The email address and password do not match. Please check what you entered or use “Forgotten your password?”.",
    rateLimited:
      "Too many failed sign-in attempts. Please wait a few minutes and then try again.",
    suspended: "This account has been deactivated. Please contact your company’s account administrator.",
    unavailable: "Signing in is not possible right now. Please try again in a moment.",
    sessionExpired: "Your session has expired. Please sign in again.",
    loggedOut: "You have been signed out.",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address.",
    passwordRequired: "Please enter your password.",
  },
  loginTfa: {
    pageTitle: "Verification code",
    heading: "Confirm sign-in",
    intro: "Enter the six-digit code from your authenticator app or one of your recovery codes.",
    code: "Code",
    submit: "Confirm",
    codeRequired: "Please enter the code.",
    failed: "The code is incorrect or has already been used. Please enter the current code.",
    expired: "Signing in took too long. Please sign in again.",
    back: "Back to sign-in",
  },
};
export default signIn;
