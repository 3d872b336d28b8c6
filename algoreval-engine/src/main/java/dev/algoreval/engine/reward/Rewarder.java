package dev.algoreval.engine.reward;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.dataset.plus.TrivialAnswers;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.pipeline.GenerationResult;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import dev.algoreval.toolchains.CompileCache;
import dev.algoreval.toolchains.Directories;
import dev.algoreval.toolchains.JavacWorkers;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.Sandbox;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.Toolchains;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * Scores one completion for one instance into a reward, through the same extraction, toolchains,
 * sandbox and hidden tests as the benchmark. Thread-safe: as many rewards run at once as the caller
 * has threads (the sandbox has a slot for each).
 */
public final class Rewarder implements AutoCloseable {
    private final Dataset dataset;
    private final Evaluator evaluator;
    private final Toolchains toolchains;
    private final Path scratch;
    private final Optional<JavacWorkers> javacWorkers;

    private Rewarder(Dataset dataset, Evaluator evaluator, Toolchains toolchains, Path scratch,
            Optional<JavacWorkers> javacWorkers) {
        this.javacWorkers = javacWorkers;
        this.dataset = dataset;
        this.evaluator = evaluator;
        this.toolchains = toolchains;
        this.scratch = scratch;
    }

    /**
     * @param slots how many programs may run at once
     * @param compileCache where compiles are kept by content (repeated completions compile once), or empty
     */
    public static Rewarder open(SandboxMode mode, int slots, Duration runTimeout, Optional<Path> compileCache) {
        return open(mode, slots, runTimeout, compileCache, Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** @param scratchParent where programs are written and compiled (the system's temporary directory by default) */
    public static Rewarder open(SandboxMode mode, int slots, Duration runTimeout, Optional<Path> compileCache,
            Path scratchParent) {
        Toolchains toolchains = Toolchains.detect();
        Path scratch;
        Optional<JavacWorkers> javacWorkers = Optional.empty();
        try {
            scratch = Files.createTempDirectory(scratchParent, "algoreval-reward-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory in " + scratchParent, e);
        }
        try {
            Sandbox sandbox = Sandboxes.create(mode, slots * 2, scratch);
            ProgramRunner cliRunner = new ProgramRunner(toolchains, sandbox, scratch,
                    Limits.defaultCompile(), Limits.defaultRun().withWallTime(runTimeout),
                    compileCache.map(dir -> CompileCache.open(dir, Constants.COMPILE_CACHE_MAX_BYTES)));
            // Persistent javac workers, one per slot, as in a benchmark run.
            javacWorkers = JavacWorkers.forSandbox(sandbox, scratch, slots);
            ProgramRunner runner = javacWorkers.map(cliRunner::withJavacWorkers).orElse(cliRunner);
            Evaluator evaluator = new Evaluator(PromptRenderer.load(), runner, new PlusRunner(Interfaces.load(), runner));
            return new Rewarder(Dataset.load(), evaluator, toolchains, scratch, javacWorkers);
        } catch (RuntimeException | Error e) {
            javacWorkers.ifPresent(JavacWorkers::close);
            Directories.deleteRecursively(scratch);
            throw e;
        }
    }

    public Dataset dataset() {
        return dataset;
    }

    /** Why a request for this instance and ladder cannot be scored here, or empty. */
    public Optional<String> refusal(String instanceId, RewardLadder.Kind kind) {
        Optional<Instance> instance = dataset.instance(instanceId);
        if (instance.isEmpty()) {
            return Optional.of("unknown instance '" + instanceId + "'");
        }
        if (kind == RewardLadder.Kind.PLUS && HiddenTests.of(instance.get().algorithm().id(),
                instance.get().representation()).isEmpty()) {
            return Optional.of(instanceId + " has no hidden tests: use the ladder 'base'");
        }
        return toolchains.unavailable(instance.get().language().id())
                .map(why -> "the " + instance.get().language().id() + " toolchain is missing here: " + why);
    }

    /** @throws IllegalArgumentException when {@link #refusal} says why not */
    public Reward reward(String instanceId, String completion, RewardLadder.Kind kind, RewardLadder ladder) {
        refusal(instanceId, kind).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        Instance instance = dataset.instance(instanceId).orElseThrow();
        Condition condition = kind == RewardLadder.Kind.PLUS ? Condition.PLUS : Condition.ZERO_SHOT;
        Evaluation evaluation = evaluator.evaluate(instance,
                GenerationResult.answered(ModelResponse.of(completion), Duration.ZERO), condition);
        if (evaluation.outcome() == Outcome.HARNESS_ERROR) {
            throw new HostFault(evaluation.detail());
        }
        // The share a program that computes nothing passes: partial credit counts from there.
        double chance = kind == RewardLadder.Kind.PLUS ? TrivialAnswers.of(instance.algorithm().id(),
                instance.representation(), Interfaces.load()).fraction() : 0;
        return new Reward(ladder.reward(kind, evaluation, chance), evaluation.outcome().id(), evaluation.exactMatch(),
                evaluation.detail(), evaluation.plus().map(p -> p.outcome().id()),
                evaluation.plus().map(PlusResult::passed), evaluation.plus().map(PlusResult::total),
                kind == RewardLadder.Kind.PLUS ? Optional.of(TrivialAnswers.of(instance.algorithm().id(),
                        instance.representation(), Interfaces.load()).passed()) : Optional.empty());
    }

    /** The host failed a step of the scoring twice (full disk, refused forks): there is no reward, only a retry later. */
    public static final class HostFault extends RuntimeException {
        HostFault(String detail) {
            super(detail);
        }
    }

    /** A reward and what it is made of. */
    public record Reward(double reward, String outcome, boolean exactMatch, String detail, Optional<String> plusOutcome,
            Optional<Integer> plusPassed, Optional<Integer> plusTotal, Optional<Integer> plusChance) {
    }

    @Override
    public void close() {
        javacWorkers.ifPresent(JavacWorkers::close);
        Directories.deleteRecursively(scratch);
    }
}
