// A stand-in for kubectl, for run-test.sh: it plays the API server of a cluster for the few calls
// run.sh makes, and records every call. Anything else fails loudly, so a new call in run.sh shows up.
//
//   kubectl [-n NS] apply -f FILE [-f FILE...]              creates the objects (kind and name read from FILE)
//   kubectl [-n NS] get job NAME -o jsonpath=TEMPLATE       the Job's next status, through TEMPLATE
//   kubectl [-n NS] get job NAME --ignore-not-found -o name
//   kubectl [-n NS] logs job/NAME
//
// FAKE_KUBECTL_SCENARIO names a JSON file:
//   { "jobs": { NAME: [STATUS, ...] },  each jsonpath read of the Job serves the next .status of its
//                                       list, the last one for ever after; null: the Job is gone
//     "logs": { NAME: TEXT },           what `logs job/NAME` prints
//     "existing": [NAME] }              Jobs there before anything is applied
// FAKE_KUBECTL_STATE names a directory: calls.log gets each call's arguments on a line of its own,
// state.json keeps what was applied (a Job by its name) and how often each Job was read.
//
// TEMPLATE is kubectl's JSONPath, as much of it as run.sh uses: {PATH} parts between literal text,
// PATH made of .field and [?(@.field=="value")] steps; the values found are joined by spaces, and a
// missing field gives nothing (as `kubectl get` does).
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const stateDir = process.env.FAKE_KUBECTL_STATE;
const scenarioFile = process.env.FAKE_KUBECTL_SCENARIO;
if (!stateDir || !scenarioFile) fail("FAKE_KUBECTL_STATE and FAKE_KUBECTL_SCENARIO must be set");
const args = process.argv.slice(2);
fs.appendFileSync(path.join(stateDir, "calls.log"), `${args.join(" ")}\n`);
const scenario = JSON.parse(fs.readFileSync(scenarioFile, "utf8"));
const stateFile = path.join(stateDir, "state.json");
const state = fs.existsSync(stateFile)
  ? JSON.parse(fs.readFileSync(stateFile, "utf8"))
  : { applied: [...(scenario.existing ?? [])], reads: {} };
const save = () => fs.writeFileSync(stateFile, JSON.stringify(state));

function fail(message, code = 1) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

// Global flags, then the verb and its own arguments.
let namespace = "default";
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "-n" || args[i] === "--namespace") namespace = args[++i];
  else if (args[i].startsWith("--namespace=")) namespace = args[i].slice("--namespace=".length);
  else rest.push(args[i]);
}
const [verb, ...words] = rest;

// The status a Job shows now; `next` moves it on to the following one of its scenario.
function status(name, next) {
  const list = scenario.jobs?.[name] ?? [{}];
  const read = state.reads[name] ?? 0;
  if (next) {
    state.reads[name] = read + 1;
    save();
  }
  return list[Math.min(read, list.length - 1)];
}
const exists = (name) => state.applied.includes(name) && status(name, false) !== null;
const notFound = (name) => fail(`Error from server (NotFound): jobs.batch "${name}" not found`);

function jsonpath(template, object) {
  return template.replace(/\{([^}]*)\}/g, (_, expression) => {
    if (!expression.startsWith(".")) fail(`fake kubectl: unsupported jsonpath {${expression}}`);
    let nodes = [object];
    const step = /^(?:\.([A-Za-z0-9_]+)|\[\?\(@\.([A-Za-z0-9_]+)=="([^"]*)"\)\])/;
    for (let rest = expression; rest; ) {
      const m = step.exec(rest);
      if (!m) fail(`fake kubectl: unsupported jsonpath step ${rest}`);
      rest = rest.slice(m[0].length);
      nodes = m[1] !== undefined
        ? nodes.flatMap((n) => (n && typeof n === "object" && !Array.isArray(n) && n[m[1]] !== undefined ? [n[m[1]]] : []))
        : nodes.flatMap((n) => (Array.isArray(n) ? n.filter((e) => e?.[m[2]] === m[3]) : []));
    }
    return nodes.map((n) => (typeof n === "object" ? JSON.stringify(n) : String(n))).join(" ");
  });
}

if (verb === "apply") {
  const files = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === "-f" || words[i] === "--filename") files.push(words[++i]);
    else fail(`fake kubectl: unsupported apply argument ${words[i]}`);
  }
  if (files.length === 0) fail("error: must specify one of -f and -k");
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const kind = /^kind:\s*(\S+)/m.exec(text)?.[1];
    const name = /^metadata:\s*\n(?:(?:\s*#.*|  \S.*)\n)*?  name:\s*(\S+)/m.exec(text)?.[1];
    if (!kind || !name) fail(`fake kubectl: no kind or metadata.name in ${file}`);
    const resource = { Job: "job.batch", PersistentVolumeClaim: "persistentvolumeclaim" }[kind];
    if (!resource) fail(`fake kubectl: unsupported kind ${kind}`);
    const object = kind === "Job" ? name : `${resource}/${name}`;
    if (!state.applied.includes(object)) {
      state.applied.push(object);
      save();
      console.log(`${resource}/${name} created`);
    } else {
      console.log(`${resource}/${name} unchanged`);
    }
  }
} else if (verb === "get") {
  const [type, name, ...options] = words;
  if (!["job", "jobs", "job.batch"].includes(type) || !name) fail(`fake kubectl: unsupported get ${words.join(" ")}`);
  let output;
  let ignoreNotFound = false;
  for (let i = 0; i < options.length; i++) {
    if (options[i] === "-o" || options[i] === "--output") output = options[++i];
    else if (/^(-o|--output=)/.test(options[i])) output = options[i].replace(/^(-o=?|--output=)/, "");
    else if (options[i] === "--ignore-not-found") ignoreNotFound = true;
    else fail(`fake kubectl: unsupported get option ${options[i]}`);
  }
  if (!exists(name)) {
    if (ignoreNotFound) process.exit(0);
    notFound(name);
  }
  if (output === "name") {
    console.log(`job.batch/${name}`);
  } else if (output?.startsWith("jsonpath=")) {
    const current = status(name, true);
    if (current === null) notFound(name);
    const job = { apiVersion: "batch/v1", kind: "Job", metadata: { name, namespace }, status: current };
    process.stdout.write(jsonpath(output.slice("jsonpath=".length), job));
  } else {
    fail(`fake kubectl: unsupported output ${output}`);
  }
} else if (verb === "logs") {
  const name = /^job\/(.+)$/.exec(words[0] ?? "")?.[1];
  if (!name || words.length !== 1) fail(`fake kubectl: unsupported logs ${words.join(" ")}`);
  if (!exists(name)) notFound(name);
  process.stdout.write(scenario.logs?.[name] ?? "");
} else {
  fail(`fake kubectl: unsupported call: ${args.join(" ")}`);
}
