/** Insurance (its settings, its quote) and claims: the customer's form and list, the staff's queue and decision. */
import { unitsOfCents } from "@ipf/shared/format";
import { claims } from "@ipf/shared/contract/claims";
import { insurance } from "@ipf/shared/contract/insurance";
import type { Api } from "../lib/api.js";
import { currentCustomer } from "../lib/auth.js";
import { uploadLink } from "../lib/signed-uploads.js";
import type { Deps } from "../deps.js";
import { presentClaim, presentStaffClaim, presentWindow } from "../presenters/claim.js";
import { claimBasis, coverOf, customerClaims, fileClaim, windowOf } from "../services/claims/claims.js";
import { claimEvidence } from "../services/claims/evidence.js";
import {
  approveClaim,
  assertRefundDue,
  claimQueue,
  rejectClaim,
  sendRefund,
  staffClaim,
} from "../services/claims/decide.js";
import { euroRate } from "../services/euro-rate.js";
import { customerQuote, insuranceSettingsView, setInsuranceSettings } from "../services/insurance.js";
import { readScope } from "../services/work.js";
import { changeRoutes } from "./kit.js";

const MESSAGES = {
  saved: "Insurance settings saved",
  filed: "Your claim was sent; we will tell you our decision.",
  approved: "Claim approved",
  rejected: "Claim rejected",
  refundSent: "Refund sent again",
} as const;

export function registerClaimRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);
  const link = (path: string) => uploadLink(deps.config.jwtSecret, path, new Date());
  const staffAnswer = async (id: string) => ({
    claim: presentStaffClaim(await staffClaim(readScope(deps), id), link),
  });

  api.bind(insurance.readSettings, async () => ({
    error: false as const,
    ...(await insuranceSettingsView(readScope(deps))),
  }));

  change(insurance.setSettings, MESSAGES.saved, {
    run: (work, { body }) => setInsuranceSettings(work, body),
    answer: async () => ({ settings: (await insuranceSettingsView(readScope(deps))).settings }),
  });

  api.bind(insurance.quote, async (ctx, { params }) => {
    const scope = readScope(deps);
    const quote = await customerQuote(scope, currentCustomer(ctx).id, params.id, await euroRate(scope));
    return {
      error: false as const,
      quote: quote
        ? { premium: unitsOfCents(quote.premiumCents), cover: unitsOfCents(quote.coverCents), currency: "USD" as const }
        : null,
    };
  });

  api.bind(claims.form, async (ctx, { params }) => {
    const scope = readScope(deps);
    const basis = await claimBasis(scope, currentCustomer(ctx).id, params.id);
    const cover = coverOf(basis);
    return {
      error: false as const,
      claim: basis.claim ? presentClaim(basis.claim, link) : null,
      lost: presentWindow(windowOf(basis, "lost", scope.now)),
      damaged: presentWindow(windowOf(basis, "damaged", scope.now)),
      insured: cover.insured,
      covered: unitsOfCents(cover.coveredCents),
      currency: cover.currency,
    };
  });

  change(claims.file, MESSAGES.filed, {
    created: true,
    photos: true,
    run: (work, { params, form }, ctx, photos) => fileClaim(work, currentCustomer(ctx).id, params.id, form, photos),
    answer: async (claim) => ({ claim: presentClaim(await staffClaim(readScope(deps), claim.id), link) }),
  });

  api.bind(claims.list, async (ctx, { query }) => {
    const page = await customerClaims(readScope(deps), currentCustomer(ctx).id, query.page, query.perPage);
    return {
      error: false as const,
      claims: page.rows.map((row) => presentClaim(row, link)),
      claimCount: page.total,
      pageCount: page.pageCount,
    };
  });

  api.bind(claims.queue, async (_ctx, { query }) => {
    const page = await claimQueue(readScope(deps), query.state, query.page, query.perPage, query.query);
    return {
      error: false as const,
      claims: page.rows.map((row) => presentStaffClaim(row, link)),
      claimCount: page.total,
      counts: page.counts,
      pageCount: page.pageCount,
    };
  });

  api.bind(claims.evidence, async (_ctx, { params }) => {
    const { claim, ...evidence } = await claimEvidence(readScope(deps), params.id, link);
    return { error: false as const, claim: presentStaffClaim(claim, link), ...evidence };
  });

  change(claims.approve, MESSAGES.approved, {
    run: (work, { params, body }) => approveClaim(work, params.id, body.amount),
    answer: async (claim) => {
      // After the approval committed: a card refund goes to Stripe now, once.
      if (claim.refund_state === "pending") await sendRefund(readScope(deps), claim.id);
      return staffAnswer(claim.id);
    },
  });

  change(claims.reject, MESSAGES.rejected, {
    run: (work, { params, body }) => rejectClaim(work, params.id, body.reason),
    answer: (claim) => staffAnswer(claim.id),
  });

  change(claims.retryRefund, MESSAGES.refundSent, {
    run: async (work, { params }) => {
      await assertRefundDue(work, params.id);
      return params.id;
    },
    answer: async (id) => {
      await sendRefund(readScope(deps), id);
      return staffAnswer(id);
    },
  });
}
