package dev.algoreval.engine.execution;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.model.ModelClient;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.pipeline.GenerationPipeline;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.toolchains.CompileCache;
import dev.algoreval.toolchains.Directories;
import dev.algoreval.toolchains.JavacWorkers;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.engine.plus.TimedDriverRunner;
import dev.algoreval.engine.probe.ProbePlan;
import dev.algoreval.engine.probe.ScaleProbe;
import dev.algoreval.engine.snippet.SnippetCorpus;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.engine.pipeline.ReferenceTimes;
import dev.algoreval.engine.pipeline.RunLimits;
import dev.algoreval.engine.pipeline.HostDescription;
import dev.algoreval.engine.model.ReferenceModel;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.toolchains.Sandbox;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.Toolchains;
import dev.algoreval.toolchains.TimingQuiet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What evaluating needs, set up once before the first test: toolchains, the sandbox (refused here
 * when unusable), a scratch directory, the evaluator and the model requests in flight. Closing it
 * releases all of them, the scratch directory included, however the run ended.
 */
public final class RunResources implements AutoCloseable {
    private final Map<String, ModelClient> models;
    private final Toolchains toolchains;
    private final Evaluator evaluator;
    private final GenerationPipeline generations;
    private final Path scratch;
    private final ResultRecord.Harness harness;
    private final Map<String, String> brokenToolchains;
    private final ReferenceTimes referenceTimes;
    private final Optional<ScaleProbe> probe;
    private final Optional<JavacWorkers> javacWorkers;

    private RunResources(AlgorevalConfiguration configuration, Map<String, ModelClient> models, Toolchains toolchains,
            Path scratch, Sandbox sandbox, ResultRecord.Harness harness, Set<String> languages) {
        this.models = models;
        this.toolchains = toolchains;
        this.scratch = scratch;
        ProgramRunner cliRunner = new ProgramRunner(toolchains, sandbox, scratch,
                Limits.defaultCompile().withWallTime(configuration.compileTimeout()),
                Limits.defaultRun().withWallTime(configuration.runTimeout()),
                configuration.compileCache().map(dir -> CompileCache.open(dir, Constants.COMPILE_CACHE_MAX_BYTES)));
        // One worker per engine thread: each thread compiles one program at a time.
        this.javacWorkers = configuration.javacWorkers() && languages.contains("java")
                ? JavacWorkers.forSandbox(sandbox, scratch, configuration.parallelism()) : Optional.empty();
        ProgramRunner checking = configuration.separateSyntaxCheck() ? cliRunner.withSeparateSyntaxCheck() : cliRunner;
        // The probe's timed processes run with none of the run's other steps beside them, unless told otherwise.
        TimingQuiet quiet = configuration.probe().filter(ProbePlan::timedAlone).map(plan -> TimingQuiet.alone())
                .orElseGet(TimingQuiet::shared);
        ProgramRunner runner = javacWorkers.map(checking::withJavacWorkers).orElse(checking).withTimingQuiet(quiet);
        try {
            this.referenceTimes = configuration.timeLimits().calibration()
                    .map(dir -> ReferenceTimes.load(dir, HostDescription.of(toolchains), RunResources::warn))
                    .orElse(ReferenceTimes.none());
            this.evaluator = new Evaluator(PromptRenderer.load(), runner, new PlusRunner(Interfaces.load(), runner),
                    configuration.snippets().map(SnippetCorpus::new), new RunLimits(configuration.timeLimits(), referenceTimes));
            // The probe runs through the same program runner: the same sandbox, limits and compile cache, but
            // for the output, which echoes whole sorted sequences (ProbePlan.OUTPUT_BYTES).
            this.probe = configuration.probe().map(plan -> new ScaleProbe(plan, Interfaces.load(),
                    new TimedDriverRunner(Interfaces.load(), runner.withRunOutputBytes(ProbePlan.OUTPUT_BYTES))));
            this.brokenToolchains = Canaries.check(languages, toolchains, runner, configuration.sandboxMode(),
                    configuration.parallelism());
            brokenToolchains.forEach((language, why) -> System.out.println("[algoreval] the " + language
                    + " toolchain failed its canary in the sandbox (" + why + "); its tests are skipped as a harness problem"));
            this.generations = new GenerationPipeline(configuration.modelOptions().concurrency());
        } catch (RuntimeException | Error e) {
            // Nothing started may outlive a refused set-up: the canary may have started Java workers.
            javacWorkers.ifPresent(JavacWorkers::close);
            throw e;
        }
        this.harness = harness;
    }

    /** @throws RuntimeException when the sandbox is refused or no scratch space can be had; nothing is left behind */
    /** @param languages the languages of the selected tests, whose toolchains are checked before the first test */
    public static RunResources open(AlgorevalConfiguration configuration, Map<String, ModelClient> models,
            ResultRecord.Harness harness, Set<String> languages) {
        Toolchains toolchains = Toolchains.detect();
        Path scratch;
        try {
            scratch = Files.createTempDirectory("algoreval-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory in " + System.getProperty("java.io.tmpdir"), e);
        }
        try {
            Sandbox sandbox = Sandboxes.create(configuration.sandboxMode(), configuration.parallelism() * 2, scratch);
            return new RunResources(configuration, models, toolchains, scratch, sandbox, harness, languages);
        } catch (RuntimeException | Error e) {
            Directories.deleteRecursively(scratch);
            throw e;
        }
    }

    public GenerationPipeline generations() {
        return generations;
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    /** The scale probe, when {@code algoreval.probe=scale}. */
    public Optional<ScaleProbe> probe() {
        return probe;
    }

    /** Why a test cannot run here (toolchain missing, no recorded answer), or empty. */
    public Optional<String> skipReason(String model, Instance instance) {
        return toolchains.unavailable(instance.language().id())
                .map(why -> instance.language().displayName() + " toolchain missing: " + why)
                .or(() -> Optional.ofNullable(brokenToolchains.get(instance.language().id()))
                        .map(why -> instance.language().displayName() + " toolchain failed its canary: " + why))
                .or(() -> model(model).skipReason(instance));
    }

    /** Queues the model request of a test that will run later in this run, unless it will be skipped. */
    public void prefetch(String model, Condition condition, Instance instance, int sample) {
        if (skipReason(model, instance).isEmpty()) {
            generations.prefetch(model(model), condition, instance, evaluator.prompt(instance, condition), sample);
        }
    }

    public ResultRecord resultOf(Instance instance, String model, Condition condition, int sample,
            Optional<ModelResponse> response, Evaluation evaluation) {
        String toolchain = toolchains.get(instance.language().id()).map(t -> t.version()).orElse("unavailable");
        if (model.equals(ReferenceModel.NAME) && evaluation.outcome() == Outcome.PASS) {
            referenceTimes.record(instance, evaluation.timings().run());
        }
        return ResultRecord.of(instance, model, condition, sample, evaluation, response, model(model).provenance(),
                toolchain, harness).withContext(evaluator.context(instance, condition));
    }

    public ModelClient model(String name) {
        ModelClient model = models.get(name);
        if (model == null) {
            throw new IllegalStateException("model '" + name + "' is not configured (configured: " + models.keySet() + ")");
        }
        return model;
    }

    private static void warn(String warning) {
        System.err.println("[algoreval] " + warning);
    }

    @Override
    public void close() {
        try {
            referenceTimes.save(RunResources::warn);
            generations.close();
        } finally {
            javacWorkers.ifPresent(JavacWorkers::close);
            Directories.deleteRecursively(scratch);
        }
    }
}
