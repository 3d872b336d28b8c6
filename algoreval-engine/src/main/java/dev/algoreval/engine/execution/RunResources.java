package dev.algoreval.engine.execution;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.pipeline.GenerationPipeline;
import dev.algoreval.engine.report.HtmlReport;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.AlgorevalConfiguration;
import dev.algoreval.engine.model.ModelClient;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.ResultsWriter;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.Sandbox;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.Toolchains;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.time.Duration;
import dev.algoreval.engine.scoring.Outcome;
import java.util.Optional;

/**
 * The expensive parts of a run, set up once when the first instance is about to execute: toolchain
 * detection, the sandbox (refused here when unusable), the evaluator, the results file and summary.
 */
public final class RunResources implements AutoCloseable {
    private final AlgorevalConfiguration configuration;
    private final Map<String, ModelClient> models;
    private final Toolchains toolchains;
    private final Evaluator evaluator;
    private final ResultsWriter results;
    private final GenerationPipeline generations;
    private final Progress progress;
    private List<String> gateMisses = List.of();
    private final RunSummary summary = new RunSummary();
    private final Path scratch;

    /** Sets up a run of {@code tests} tests, the total that progress lines count towards. */
    public RunResources(AlgorevalConfiguration configuration, Map<String, ModelClient> models, int tests) {
        this.configuration = configuration;
        this.models = models;
        this.progress = new Progress(tests, System.out, System::nanoTime, Duration.ofSeconds(10));
        System.out.printf("[algoreval] %d tests, models %s, %d execution threads, %d model requests in flight%n", tests,
                models.keySet(), configuration.parallelism(), configuration.modelOptions().concurrency());
        this.toolchains = Toolchains.detect();
        try {
            this.scratch = Files.createTempDirectory("algoreval-");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create a scratch directory", e);
        }
        Sandbox sandbox = Sandboxes.create(configuration.sandboxMode(), configuration.parallelism() * 2, scratch);
        ProgramRunner runner = new ProgramRunner(toolchains, sandbox, scratch,
                Limits.defaultCompile().withWallTime(configuration.compileTimeout()),
                Limits.defaultRun().withWallTime(configuration.runTimeout()));
        this.evaluator = new Evaluator(PromptRenderer.load(), runner);
        this.results = new ResultsWriter(configuration.outputDirectory().resolve("results.jsonl"));
        deleteQuietly(gateFile());
        this.generations = new GenerationPipeline(configuration.modelOptions().concurrency());
    }

    public GenerationPipeline generations() {
        return generations;
    }

    /** Why a test cannot run here (toolchain missing, no recorded answer), or empty. */
    public Optional<String> skipReason(String model, Instance instance) {
        return toolchains.unavailable(instance.language().id())
                .map(why -> instance.language().displayName() + " toolchain missing: " + why)
                .or(() -> model(model).skipReason(instance));
    }

    /** Queues the model request of a test that will run later in this run, unless it will be skipped. */
    public void prefetch(String model, Instance instance, int sample) {
        if (skipReason(model, instance).isEmpty()) {
            generations.prefetch(model(model), instance, evaluator.prompt(instance), sample);
        }
    }

    public ResultRecord resultOf(Instance instance, String model, int sample, Optional<ModelResponse> response,
            Evaluation evaluation) {
        String toolchain = toolchains.get(instance.language().id()).map(t -> t.version()).orElse("unavailable");
        return ResultRecord.of(instance, model, sample, evaluation, response, model(model).provenance(), toolchain);
    }

    public Toolchains toolchains() {
        return toolchains;
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    public ModelClient model(String name) {
        ModelClient model = models.get(name);
        if (model == null) {
            throw new IllegalStateException("model '" + name + "' is not configured (configured: " + models.keySet() + ")");
        }
        return model;
    }

    public void record(ResultRecord record) {
        results.append(record);
        summary.add(record);
        Outcome outcome = Outcome.byId(record.outcome());
        progress.finished(outcome.isModelOutcome(), outcome == Outcome.PASS);
    }

    /** The gate's misses found by {@link #close()}, one sentence each; empty when it holds or is not set. */
    public List<String> gateMisses() {
        return gateMisses;
    }

    private List<String> checkGate() {
        List<String> misses = new ArrayList<>();
        Gate gate = configuration.gate();
        if (gate.isSet()) {
            for (String model : models.keySet()) {
                Map<String, Optional<Double>> byLanguage = new TreeMap<>();
                gate.perLanguage().keySet().forEach(language -> byLanguage.put(language, summary.passRate(model, language)));
                gate.misses(summary.passRate(model), byLanguage).forEach(miss -> misses.add(model + " " + miss));
            }
        }
        return misses;
    }

    @Override
    public void close() {
        generations.close();
        models.values().forEach(ModelClient::close);
        results.close();
        if (!summary.isEmpty()) {
            summary.writeJson(configuration.outputDirectory().resolve("summary.json"));
            System.out.println();
            System.out.print(summary.table());
            System.out.println("Results: " + configuration.outputDirectory().toAbsolutePath().resolve("results.jsonl"));
            writeReport();
        }
        gateMisses = checkGate();
        if (!gateMisses.isEmpty()) {
            String message = "AlgoREval gate missed:\n  " + String.join("\n  ", gateMisses);
            System.out.println(message);
            writeQuietly(gateFile(), message + "\n");
        } else if (configuration.gate().isSet()) {
            System.out.println("AlgoREval gate met.");
        }
        deleteQuietly(scratch);
    }

    private void writeReport() {
        Path html = configuration.outputDirectory().resolve("report.html");
        try {
            HtmlReport.write(configuration.outputDirectory().resolve("results.jsonl"), html);
            System.out.println("Report:  " + html.toAbsolutePath().toUri());
        } catch (RuntimeException e) {
            // The results are safe in results.jsonl; a report problem must not fail the run.
            System.err.println("[algoreval] cannot write " + html + ": " + e);
        }
    }

    /** Written only when the gate is missed, so a build step can fail on it even when test failures are ignored. */
    public Path gateFile() {
        return configuration.outputDirectory().resolve("gate-failed.txt");
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (java.io.IOException e) {
            System.err.println("[algoreval] cannot delete " + path + ": " + e.getMessage());
        }
    }

    private static void writeQuietly(Path path, String text) {
        try {
            Files.createDirectories(path.getParent());
            Files.writeString(path, text);
        } catch (java.io.IOException e) {
            System.err.println("[algoreval] cannot write " + path + ": " + e.getMessage());
        }
    }
}
