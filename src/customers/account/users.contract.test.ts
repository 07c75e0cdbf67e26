/**
 * The contract of the customer account routes tells the truth: its request schemas accept what
 * the form rules accept, every example is valid for its own schema, the session check's user may be null,
 * and each operation says who may call it.
 */
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "../../openapi.ts";
import { createTestApp } from "../../../tests/helpers.ts";
import { AccountChangeBody, LoginBody, RegisterBody } from "./users.contract.ts";
import {
  AccountChangeRules,
  accountFieldRules,
  check,
  FILL_ALL,
  LoginRules,
  MOBILE_INVALID,
  RegisterRules,
} from "./users.schema.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const priya = {
  name: "Priya Sharma",
  email: "priya@example.in",
  mobile: "9876543210",
  password: "secret123",
};

/** Bodies at and around every rule's edge: each must get the same verdict from the contract and the rules. */
const REGISTER_BODIES: unknown[] = [
  priya,
  { ...priya, name: " Priya ", email: " Priya@Example.IN ", mobile: " 9876543210 " },
  { ...priya, name: "x".repeat(100) },
  { ...priya, name: "x".repeat(101) },
  { ...priya, name: "   " },
  { ...priya, name: 42 },
  { ...priya, email: `${"a".repeat(243)}@example.in` },
  { ...priya, email: `${"a".repeat(244)}@example.in` },
  { ...priya, email: "priya@example" },
  { ...priya, email: "pri ya@example.in" },
  { ...priya, email: "" },
  { ...priya, mobile: "5876543210" },
  { ...priya, mobile: "987654321" },
  { ...priya, mobile: "98765432101" },
  { ...priya, mobile: "98765 43210" },
  { ...priya, password: "12345" },
  { ...priya, password: "      " },
  { ...priya, password: "x".repeat(128) },
  { ...priya, password: "x".repeat(129) },
  { ...priya, password: "" },
  { ...priya, role: "admin" },
  { name: "Priya" },
  {},
  [],
  "priya",
  null,
];
const LOGIN_BODIES: unknown[] = [
  { email: "priya@example.in", password: "secret123" },
  { email: " PRIYA@example.in ", password: " x " },
  { email: "not-an-email", password: "x" },
  { email: "priya@example.in", password: "" },
  { email: "  ", password: "secret123" },
  { email: "priya@example.in", password: "x".repeat(129) },
  { email: `${"a".repeat(255)}`, password: "x" },
  { email: "priya@example.in" },
  { email: "priya@example.in", password: "secret123", remember: true },
  { email: 1, password: "x" },
  {},
];
const ACCOUNT_BODIES: unknown[] = [
  {},
  { name: "Priya S." },
  { name: "", email: "  ", mobile: "", password: "" },
  { name: "x".repeat(101) },
  { email: " New@Example.in ", currentPassword: "secret123" },
  { email: "new@example" },
  { mobile: "7000000001" },
  { mobile: "1234" },
  { password: "brand-new", currentPassword: "secret123" },
  { password: "short" },
  { currentPassword: "" },
  { currentPassword: "   " },
  { currentPassword: "x".repeat(129) },
  { currentPassword: 42 },
  { name: null },
  { name: "Priya", userID: "abc" },
];

Deno.test("the contract's request schemas accept exactly what the form rules accept", () => {
  const cases = [
    ["CustomerRegistration", RegisterBody, RegisterRules, REGISTER_BODIES],
    ["CustomerLogin", LoginBody, LoginRules, LOGIN_BODIES],
    ["AccountChange", AccountChangeBody, AccountChangeRules, ACCOUNT_BODIES],
  ] as const;
  for (const [name, contract, rules, bodies] of cases) {
    for (const body of bodies) {
      assert.equal(
        contract.safeParse(body).success,
        check(rules, body).ok,
        `${name} ${JSON.stringify(body)}`,
      );
    }
  }
});

Deno.test("one field checked alone says that field's rule", () => {
  assert.deepEqual(check(accountFieldRules.password, "short"), {
    ok: false,
    message: "Password must be at least 6 characters.",
    field: undefined,
  });
  assert.equal((check(accountFieldRules.mobile, "123") as { message: string }).message, MOBILE_INVALID);
  assert.equal((check(accountFieldRules.name, "  ") as { message: string }).message, FILL_ALL);
  assert.equal((check(RegisterRules, "priya") as { message: string }).message, FILL_ALL);
});

// ---- Examples are checked as a client would: JSON Schema 2020-12 (ajv) against the generated document ----

function resolve(doc: Json, ref: string): Json {
  return ref.replace(/^#\//, "").split("/").reduce((node: Json, key) => node?.[key], doc);
}

/** The problems of `value` against `schema`, a node of `doc` (empty when valid). */
function validator(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "contract", components: doc.components });
  return (schema: Json, value: unknown): string[] => {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/'));
    const validate = ajv.compile(rebased);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "$"} ${e.message}`);
  };
}

/** Every schema node under `schema` (following $refs once each), with where it was found. */
function* schemaNodes(
  doc: Json,
  schema: Json,
  at: string,
  seen = new Set<string>(),
): Generator<[Json, string]> {
  if (!schema || typeof schema !== "object") return;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return;
    seen.add(schema.$ref);
    yield* schemaNodes(doc, resolve(doc, schema.$ref), schema.$ref, seen);
    return;
  }
  yield [schema, at];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    yield* schemaNodes(doc, property, `${at}.${key}`, seen);
  }
  for (const [i, s] of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].entries()) {
    yield* schemaNodes(doc, s, `${at}|${i}`, seen);
  }
  if (schema.items) yield* schemaNodes(doc, schema.items, `${at}[]`, seen);
}

const USERS_PATHS = /^\/(api\/users|customers)(\/|$)/;

Deno.test("the contract of the customer account routes", async (t) => {
  const app = await createTestApp();
  try {
    const doc = openApiDocument(app.app) as Json;
    const problems = validator(doc);
    const operations = Object.entries(doc.paths as Json)
      .filter(([path]) => USERS_PATHS.test(path))
      .flatMap(([path, item]) =>
        Object.entries(item as Json).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op }))
      ) as { name: string; op: Json }[];
    const byId = (id: string) => operations.find((o) => o.op.operationId === id)!.op;
    assert.equal(operations.length, 10);

    await t.step("every example is valid for its own schema, and none says 'string'", () => {
      let checked = 0;
      const checkExample = (schema: Json, example: unknown, where: string) => {
        assert.deepEqual(problems(schema, example), [], `${where}: ${JSON.stringify(example)}`);
        assert.ok(!JSON.stringify(example).includes('"string"'), `${where} shows "string"`);
        checked++;
      };
      for (const { name, op } of operations) {
        const media = [
          ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => [`${name} request ${type}`, m]),
          ...Object.entries(op.responses as Json).flatMap(([status, response]) =>
            Object.entries((response as Json).content ?? {}).map((
              [type, m],
            ) => [`${name} ${status} ${type}`, m])
          ),
        ] as [string, Json][];
        for (const [where, { schema, example }] of media) {
          if (example !== undefined) checkExample(schema, example, where);
          for (const [node, at] of schemaNodes(doc, schema, where)) {
            if (node.example !== undefined) checkExample(node, node.example, at);
          }
        }
        for (const parameter of op.parameters ?? []) {
          if (parameter.schema?.example !== undefined) {
            checkExample(parameter.schema, parameter.schema.example, `${name} ${parameter.name}`);
          }
        }
      }
      assert.ok(checked > 50, `${checked} examples checked`);
    });

    await t.step("each answer has its own message example", () => {
      const message = (id: string, status: string) =>
        byId(id).responses[status].content["application/json"].example.message;
      assert.equal(message("logoutCustomer", "200"), "You have been logged out.");
      assert.equal(message("deleteAccount", "200"), "Account deleted successfully!");
      assert.equal(message("loginCustomer", "200"), "Login successful!");
      assert.equal(message("updateAccount", "403"), "Your current password is incorrect.");
    });

    await t.step("the session check's user is User or null", () => {
      const user = doc.components.schemas.AuthStatus.properties.user;
      assert.deepEqual(user.anyOf, [{ $ref: "#/components/schemas/User" }, { type: "null" }]);
      const signedOut = byId("checkAuth").responses["401"].content["application/json"];
      assert.deepEqual(problems(signedOut.schema, { isAuthenticated: false, user: null }), []);
      assert.notDeepEqual(problems(signedOut.schema, { isAuthenticated: false, user: { id: "x" } }), []);
    });

    await t.step("request bodies state their rules and refuse unknown fields", () => {
      const { CustomerRegistration, CustomerLogin, AccountChange } = doc.components.schemas;
      for (const body of [CustomerRegistration, CustomerLogin, AccountChange]) {
        assert.equal(body.additionalProperties, false);
      }
      assert.deepEqual(CustomerRegistration.required, ["name", "email", "mobile", "password"]);
      assert.equal(CustomerRegistration.properties.password.minLength, 6);
      assert.equal(CustomerLogin.properties.password.minLength, 1, "an empty password is refused");
      assert.ok(CustomerRegistration.properties.email.pattern);
      assert.equal(CustomerRegistration.properties.mobile.pattern, "^[6-9]\\d{9}$");
      assert.ok(AccountChange.properties.currentPassword);
    });

    await t.step("each operation says who may call it", () => {
      for (const id of ["registerCustomer", "loginCustomer", "logoutCustomer"]) {
        assert.deepEqual(byId(id).security, [], id);
      }
      assert.deepEqual(byId("checkAuth").security, [{ session: [] }]);
      assert.equal(byId("checkAuth")["x-required-role"], undefined, "checkAuth: any signed-in account");
      for (const id of ["updateAccount", "deleteAccount"]) {
        assert.deepEqual(byId(id).security, [{ session: [] }], id);
        assert.equal(byId(id)["x-required-role"], "customer", id);
      }
      for (const id of ["listUsers", "listUsersSlash", "listCustomers", "getCustomer"]) {
        assert.deepEqual(byId(id).security, [{ session: [] }], id);
        assert.equal(byId(id)["x-required-role"], "admin", id);
      }
      for (const { name, op } of operations) {
        assert.ok(
          Object.keys(op.responses).some((status) => status.startsWith("4")),
          `${name} declares a 4xx`,
        );
      }
      assert.ok(byId("loginCustomer").responses["429"].headers["Retry-After"]);
      assert.ok(byId("updateAccount").responses["429"].headers["Retry-After"]);
    });
  } finally {
    await app.close();
  }
});
