import type {
  ConfirmOtpRequest,
  LoginRequest,
  RecoverPasswordRequest,
  ResetPasswordRequest,
  SignupRequest,
  UpdateEmailRequest,
} from "@ipf/shared";
import { customerAuth } from "@ipf/shared/contract/customer-auth";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { customerAuth };

/** Customer account calls: signing up and in, the password's recovery, the e-mail's confirmation. */
export const usersApi = {
  login(body: LoginRequest, signal?: AbortSignal) {
    return call(contract.customerAuth.signIn, { body, signal });
  },

  signup(body: SignupRequest, signal?: AbortSignal) {
    return call(contract.customerAuth.signUp, { body, signal });
  },

  /** The signed-in customer; the answer carries a refreshed token. */
  getUser(token: string, signal?: AbortSignal) {
    return call(contract.customerAuth.currentCustomer, { token, signal });
  },

  /** 404 when no account has this e-mail ('Email was not found'). */
  recoverPassword(body: RecoverPasswordRequest, signal?: AbortSignal) {
    return call(contract.customerAuth.requestPasswordReset, { body, signal });
  },

  resetPassword(body: ResetPasswordRequest, signal?: AbortSignal) {
    return call(contract.customerAuth.resetPassword, { body, signal });
  },

  confirmationStatus(token: string, signal?: AbortSignal) {
    return call(contract.customerAuth.confirmationStatus, { token, signal });
  },

  /** E-mails a new six-digit code (at most one a minute, a daily cap). */
  generateConfirmation(token: string, signal?: AbortSignal) {
    return call(contract.customerAuth.sendConfirmationCode, { token, signal });
  },

  confirmOtp(token: string, body: ConfirmOtpRequest, signal?: AbortSignal) {
    return call(contract.customerAuth.confirmEmail, { token, body, signal });
  },

  /** A new e-mail for an unconfirmed account; answers a fresh token and the customer. */
  updateEmail(token: string, body: UpdateEmailRequest, signal?: AbortSignal) {
    return call(contract.customerAuth.changeUnconfirmedEmail, { token, body, signal });
  },
};
