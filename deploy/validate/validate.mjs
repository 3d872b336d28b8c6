// Checks the deployment files the project ships, since no cluster or GitHub runner is at hand:
// every Kubernetes object against the Kubernetes API schema (types, enums, required fields; like
// kubeconform, unknown fields are not flagged), the workflow against the GitHub Actions workflow
// schema, and the promises the files make to each other (the shard count, the exit code for a
// sandbox that cannot start, the volume names). Exits non-zero naming every problem.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import YAML from "yaml";
import { Job } from "kubernetes-models/batch/v1";
import { PersistentVolumeClaim } from "kubernetes-models/v1";

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

const KINDS = { "batch/v1 Job": Job, "v1 PersistentVolumeClaim": PersistentVolumeClaim };

function validateObject(file, object) {
  const Model = KINDS[`${object.apiVersion} ${object.kind}`];
  if (!Model) {
    problem(file, `no schema for ${object.apiVersion} ${object.kind}`);
    return;
  }
  try {
    new Model(object).validate();
  } catch (e) {
    problem(file, `${object.kind} ${object.metadata?.name}: ${e.message}`);
  }
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

for (const script of ["algoreval", "deploy/container/run-shard.sh", "deploy/container/merge.sh"]) {
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
