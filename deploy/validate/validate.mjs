// Checks the deployment files the project ships, since no cluster or GitHub runner is at hand:
// every Kubernetes object against the Kubernetes API schema (types, enums, required fields, and no
// field the schema does not define, like kubeconform -strict or the API server's strict field
// validation), the workflow against the GitHub Actions workflow schema, and the promises the files make to each other (the shard count, the exit code for a
// sandbox that cannot start, the volume names). Exits non-zero naming every problem.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import YAML from "yaml";
import { Job } from "kubernetes-models/batch/v1";
import { PersistentVolumeClaim } from "kubernetes-models/v1";
import { validate as jobSchema } from "kubernetes-models/_schemas/IoK8sApiBatchV1Job";
import { validate as claimSchema } from "kubernetes-models/_schemas/IoK8sApiCoreV1PersistentVolumeClaim";

const here = path.dirname(new URL(import.meta.url).pathname);
// The checkout to check: this one, or a copy given as the argument (validate.sh's self-test).
const root = path.resolve(process.argv[2] ?? path.join(here, "../.."));
const problems = [];
const problem = (file, message) => problems.push(`${path.relative(root, file)}: ${message}`);

function read(file) {
  const docs = YAML.parseAllDocuments(fs.readFileSync(file, "utf8"));
  for (const doc of docs) {
    for (const error of doc.errors) problem(file, `YAML: ${error.message}`);
  }
  return docs.map((doc) => doc.toJSON());
}

const KINDS = {
  "batch/v1 Job": [Job, jobSchema],
  "v1 PersistentVolumeClaim": [PersistentVolumeClaim, claimSchema],
};

// The fields of `object` that its schema does not define, as paths ("spec.template.spec.hostUser").
// kubernetes-models has no JSON schema to walk: it ships each definition of the Kubernetes OpenAPI
// schema compiled to a validator (ajv standalone code, kubernetes-models/_schemas/<definition>.js,
// and @kubernetes-models/apimachinery/_schemas for ObjectMeta, Quantity, IntOrString...), and none
// forbids extra properties. But a compiled validator reads every property its definition declares
// (`data.<name>`, present or not), hands each one to the validator of its $ref, reads every element
// of an array and every key of a map (additionalProperties: labels, resources.requests). So the
// definitions are walked by running the validator over a proxy of the object that records each key
// read: a key never read is a field the schema does not have. An object none of whose keys were read
// is one the schema does not describe field by field (free-form, or a type error reported anyway).
function unknownFields(schema, object) {
  const read = new WeakMap();
  const proxies = new WeakMap();
  const watch = (value) => {
    if (value === null || typeof value !== "object") return value;
    if (!proxies.has(value)) {
      read.set(value, new Set());
      proxies.set(value, new Proxy(value, {
        get(target, key, receiver) {
          if (typeof key === "string") read.get(target).add(key);
          return watch(Reflect.get(target, key, receiver));
        },
      }));
    }
    return proxies.get(value);
  };
  schema(watch(object));
  const unknown = [];
  const walk = (value, at) => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${at}[${i}]`));
      return;
    }
    const seen = read.get(value);
    if (!seen || seen.size === 0) return;
    for (const key of Object.keys(value)) {
      const field = at ? `${at}.${key}` : key;
      if (seen.has(key)) walk(value[key], field);
      else unknown.push(field);
    }
  };
  walk(object, "");
  return unknown;
}

function validateObject(file, object) {
  const [Model, schema] = KINDS[`${object.apiVersion} ${object.kind}`] ?? [];
  if (!Model) {
    problem(file, `no schema for ${object.apiVersion} ${object.kind}`);
    return;
  }
  const what = `${object.kind} ${object.metadata?.name}`;
  try {
    new Model(object).validate();
  } catch (e) {
    problem(file, `${what}: ${e.message}`);
  }
  for (const field of unknownFields(schema, object)) problem(file, `${what}: unknown field "${field}"`);
}

const k8s = path.join(root, "deploy/kubernetes");
const objects = {};
for (const name of fs.readdirSync(k8s).filter((f) => f.endsWith(".yaml")).sort()) {
  const file = path.join(k8s, name);
  for (const object of read(file)) {
    validateObject(file, object);
    objects[name] = { file, object };
  }
}

const env = (container, name) => container.env?.find((e) => e.name === name)?.value;
const shards = objects["shards-job.yaml"];
const merge = objects["merge-job.yaml"];
const volume = objects["results-volume.yaml"];
if (!shards || !merge || !volume) {
  problems.push("deploy/kubernetes: expected shards-job.yaml, merge-job.yaml and results-volume.yaml");
} else {
  const spec = shards.object.spec;
  const pod = spec.template.spec;
  const container = pod.containers[0];
  const count = Number(env(container, "SHARD_COUNT"));
  if (spec.completionMode !== "Indexed") problem(shards.file, "completionMode must be Indexed: the index is the shard");
  if (spec.completions !== count) problem(shards.file, `completions ${spec.completions} differs from SHARD_COUNT ${count}`);
  if (!(spec.parallelism >= 1 && spec.parallelism <= count)) problem(shards.file, "parallelism must be 1..SHARD_COUNT");
  if (pod.restartPolicy !== "Never") problem(shards.file, "restartPolicy must be Never (backoffLimitPerIndex needs it)");
  const runShard = fs.readFileSync(path.join(root, "deploy/container/run-shard.sh"), "utf8");
  const sandboxExit = Number(/exit (\d+)\s*\n\s*fi/.exec(runShard)?.[1]);
  const failJob = spec.podFailurePolicy?.rules?.find((r) => r.action === "FailJob");
  if (!failJob?.onExitCodes?.values?.includes(sandboxExit) || failJob.onExitCodes.containerName !== container.name) {
    problem(shards.file, `podFailurePolicy must fail the job on run-shard.sh's sandbox exit code ${sandboxExit} of container ${container.name}`);
  }
  const runSh = path.join(k8s, "run.sh");
  if (!fs.readFileSync(runSh, "utf8").includes(`exit code ${sandboxExit}:`)) {
    problem(runSh, `must explain a PodFailurePolicy failure as run-shard.sh's sandbox exit code ${sandboxExit}`);
  }
  for (const { file, object } of [shards, merge]) {
    const podSpec = object.spec.template.spec;
    for (const c of podSpec.containers) {
      for (const mount of c.volumeMounts ?? []) {
        const v = podSpec.volumes?.find((x) => x.name === mount.name);
        if (!v) problem(file, `volume mount ${mount.name} names no volume`);
        else if (v.persistentVolumeClaim?.claimName !== volume.object.metadata.name) {
          problem(file, `volume ${v.name} must claim ${volume.object.metadata.name}`);
        }
      }
      if (c.image !== container.image) problem(file, `image ${c.image} differs from the shards' ${container.image}`);
    }
  }
  const command = merge.object.spec.template.spec.containers[0].command?.[0];
  if (!command || !fs.existsSync(path.join(root, command))) problem(merge.file, `command ${command} is not a file of the image`);
  if (!volume.object.spec.accessModes.includes("ReadWriteMany")) {
    problem(volume.file, "pods on several nodes write the results: the claim needs ReadWriteMany");
  }
}

const workflow = path.join(root, ".github/workflows/algoreval-sharded.yml");
const validator = path.join(here, "node_modules/.bin/action-validator");
try {
  execFileSync(validator, [workflow], { stdio: ["ignore", "pipe", "pipe"] });
} catch (e) {
  problem(workflow, `GitHub Actions schema: ${(e.stdout?.toString() ?? "") + (e.stderr?.toString() ?? "")}`);
}
const [flow] = read(workflow);
const matrix = flow.jobs?.shard?.strategy?.matrix?.shard ?? [];
const shardCount = Number(flow.env?.SHARDS);
const expected = Array.from({ length: shardCount }, (_, i) => i + 1);
if (JSON.stringify(matrix) !== JSON.stringify(expected)) {
  problem(workflow, `the matrix ${JSON.stringify(matrix)} must list shards 1..SHARDS (${shardCount})`);
}
if (flow.jobs?.shard?.strategy?.["fail-fast"] !== false) problem(workflow, "fail-fast must be false: every shard runs to its end");
if (!flow.jobs?.merge?.needs?.includes?.("shard") && flow.jobs?.merge?.needs !== "shard") problem(workflow, "merge must need the shard jobs");

const scripts = ["algoreval", "deploy/container/run-shard.sh", "deploy/container/merge.sh", "deploy/kubernetes/run.sh",
  "deploy/kubernetes/run-test.sh"];
for (const script of scripts) {
  try {
    execFileSync("bash", ["-n", path.join(root, script)], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    problem(path.join(root, script), `bash syntax: ${e.stderr}`);
  }
}

if (problems.length > 0) {
  console.error(problems.map((p) => `[deploy] ${p}`).join("\n"));
  process.exit(1);
}
console.log(`[deploy] Kubernetes objects, the sharded workflow and the scripts check out (${Object.keys(objects).length} manifests)`);
