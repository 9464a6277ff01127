-- Purchase approval rules of a company (issue 20, docs/decisions/043). One row per company;
-- no row means every configurable rule is off. The built-in rule "every order of a requester"
-- (a user without `checkout`) is not stored: it is always on (worker/backend/approvals/rules.ts).
--
-- Amounts are alv 0 % euro cents, positive and at most 1 000 000 € (contract/schemas/approvalRules.ts);
-- NULL turns the rule off. The rules apply to every user of the company except its
-- administrators (users with `permissions`).
CREATE TABLE company_approval_rules (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  -- An order whose goods (alv 0 %) are worth more than this needs approval.
  amount_limit_cents INTEGER CHECK (amount_limit_cents IS NULL OR amount_limit_cents BETWEEN 1 AND 100000000),
  -- 1: an order with a medicine or a cold-chain product needs approval.
  restricted_products INTEGER NOT NULL DEFAULT 0 CHECK (restricted_products IN (0, 1)),
  -- A user's orders of this Helsinki calendar month plus this one (alv 0 %) above this need approval.
  monthly_budget_cents INTEGER CHECK (monthly_budget_cents IS NULL OR monthly_budget_cents BETWEEN 1 AND 100000000),
  updated_at INTEGER NOT NULL,
  updated_by INTEGER REFERENCES customers(id) ON DELETE SET NULL
);

-- The budget rule sums one user's orders of a month with orders_customer (0003).
