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
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

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
    /** Built on first use: only trainers that send prompts without instance ids need it. */
    private volatile PromptIndex promptIndex;

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

    /**
     * The conditions a reward can be asked under, each scored as the benchmark scores it: {@code zero-shot},
     * {@code hint} and {@code snippet} run the fixed test (their prompts differ, their scoring does not);
     * {@code plus} runs the fixed test and every hidden test. The ablation conditions are not among them: they
     * ask the ablation's own problems, which are not instances of the dataset a reward names.
     */
    public static final List<Condition> SERVED_CONDITIONS = List.of(Condition.ZERO_SHOT, Condition.PLUS,
            Condition.HINT, Condition.SNIPPET);

    /** The condition a request that names only its ladder answered: the plus ladder pays for hidden tests, which only plus runs. */
    public static Condition defaultCondition(RewardLadder.Kind kind) {
        return kind == RewardLadder.Kind.PLUS ? Condition.PLUS : Condition.ZERO_SHOT;
    }

    /** The ladder for a request that names only its condition: plus pays partial credit for hidden tests passed. */
    public static RewardLadder.Kind defaultLadder(Condition condition) {
        return condition == Condition.PLUS ? RewardLadder.Kind.PLUS : RewardLadder.Kind.BASE;
    }

    /** Why a condition cannot be asked for at all, or empty. */
    public static Optional<String> conditionRefusal(Condition condition, RewardLadder.Kind kind) {
        if (!SERVED_CONDITIONS.contains(condition)) {
            return Optional.of("the condition '" + condition.id() + "' is not served: rewards are scored under "
                    + servedConditionIds() + " (the ablation conditions ask the ablation's own problems, not instances)");
        }
        if (kind == RewardLadder.Kind.PLUS && condition != Condition.PLUS) {
            // A hidden test may only ask what the prompt states: only the plus prompt states the signature and contract.
            return Optional.of("the ladder 'plus' pays for hidden tests, which only the condition 'plus' runs (its prompt "
                    + "states the signature and input contract they rely on): ask the condition 'plus', or the ladder 'base'");
        }
        return Optional.empty();
    }

    /** The served conditions' ids, comma-separated, for messages. */
    public static String servedConditionIds() {
        return SERVED_CONDITIONS.stream().map(Condition::id).collect(Collectors.joining(", "));
    }

    /** Why a request for this instance and ladder cannot be scored here, or empty (the condition the ladder implies). */
    public Optional<String> refusal(String instanceId, RewardLadder.Kind kind) {
        return refusal(instanceId, defaultCondition(kind), kind);
    }

    /** Why a request for this instance, condition and ladder cannot be scored here, or empty. */
    public Optional<String> refusal(String instanceId, Condition condition, RewardLadder.Kind kind) {
        Optional<Instance> instance = dataset.instance(instanceId);
        if (instance.isEmpty()) {
            return Optional.of("unknown instance '" + instanceId + "'");
        }
        Optional<String> badCondition = conditionRefusal(condition, kind);
        if (badCondition.isPresent()) {
            return badCondition;
        }
        if (condition == Condition.PLUS && HiddenTests.of(instance.get().algorithm().id(),
                instance.get().representation()).isEmpty()) {
            return Optional.of(instanceId + " has no hidden tests: use the condition 'zero-shot' and the ladder 'base'");
        }
        return toolchains.unavailable(instance.get().language().id())
                .map(why -> "the " + instance.get().language().id() + " toolchain is missing here: " + why);
    }

    /**
     * The reward under the condition the ladder implies: {@code plus} for the plus ladder, {@code zero-shot} for the base.
     *
     * @throws IllegalArgumentException when {@link #refusal} says why not
     */
    public Reward reward(String instanceId, String completion, RewardLadder.Kind kind, RewardLadder ladder) {
        return reward(instanceId, completion, defaultCondition(kind), kind, ladder);
    }

    /**
     * The reward for a completion that answered {@code condition}'s prompt, scored as the benchmark scores that
     * condition: the plus ladder from the fixed and hidden tests, the base ladder from the engine's verdict (under
     * {@code plus}, a program whose hidden tests fail gets the tier of that failure, not the pass tier).
     *
     * @throws IllegalArgumentException when {@link #refusal} says why not
     */
    public Reward reward(String instanceId, String completion, Condition condition, RewardLadder.Kind kind,
            RewardLadder ladder) {
        refusal(instanceId, condition, kind).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        Instance instance = dataset.instance(instanceId).orElseThrow();
        Evaluation evaluation = evaluator.evaluate(instance,
                GenerationResult.answered(ModelResponse.of(completion), Duration.ZERO), condition);
        if (evaluation.outcome() == Outcome.HARNESS_ERROR) {
            throw new HostFault(evaluation.detail());
        }
        // The share a program that computes nothing passes: partial credit counts from there.
        Optional<TrivialAnswers.Share> trivial = kind == RewardLadder.Kind.PLUS ? Optional.of(TrivialAnswers.of(
                instance.algorithm().id(), instance.representation(), Interfaces.load())) : Optional.empty();
        double chance = trivial.map(TrivialAnswers.Share::fraction).orElse(0.0);
        Outcome verdict = evaluation.outcome() == Outcome.PASS
                ? evaluation.plus().filter(p -> !p.isPass()).map(PlusResult::outcome).orElse(Outcome.PASS)
                : evaluation.outcome();
        return new Reward(ladder.reward(kind, evaluation, chance), evaluation.outcome().id(), verdict.id(),
                evaluation.exactMatch(), evaluation.detail(), evaluation.plus().map(p -> p.outcome().id()),
                evaluation.plus().map(PlusResult::passed), evaluation.plus().map(PlusResult::total),
                trivial.map(TrivialAnswers.Share::passed));
    }

    /** An instance and the condition whose prompt for it a trainer's prompt contains. */
    public record PromptMatch(String instance, Condition condition) {
    }

    /**
     * The instance and condition whose prompt (zero-shot, plus or hint: those that need no user files) is part of
     * {@code text}, a trainer's rendering of it through a chat template; or empty. For trainers that send the
     * prompt but not the instance id or the condition.
     */
    public Optional<PromptMatch> promptMatch(String text) {
        return prompts().find(text);
    }

    private PromptIndex prompts() {
        PromptIndex index = promptIndex;
        if (index == null) {
            synchronized (this) {
                if (promptIndex == null) {
                    promptIndex = PromptIndex.of(dataset, evaluator);
                }
                index = promptIndex;
            }
        }
        return index;
    }

    /** The host failed a step of the scoring twice (full disk, refused forks): there is no reward, only a retry later. */
    public static final class HostFault extends RuntimeException {
        HostFault(String detail) {
            super(detail);
        }
    }

    /**
     * A reward and what it is made of. {@code outcome} is the fixed test's (the paper's score); {@code verdict} is
     * the test's as the engine reports it under the condition (under {@code plus}: the hidden tests' outcome when
     * the fixed test passed and they did not).
     */
    public record Reward(double reward, String outcome, String verdict, boolean exactMatch, String detail,
            Optional<String> plusOutcome, Optional<Integer> plusPassed, Optional<Integer> plusTotal,
            Optional<Integer> plusChance) {
    }

    @Override
    public void close() {
        javacWorkers.ifPresent(JavacWorkers::close);
        Directories.deleteRecursively(scratch);
    }
}
