package dev.algoreval.engine.pipeline;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.pipeline.condition.PromptConditions;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.engine.snippet.SnippetCorpus;
import dev.algoreval.engine.scoring.CodeExtractor;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.scoring.ExtractedCode;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.Scorer;
import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.ProgramRunner;
import java.time.Duration;
import java.util.Optional;

/**
 * One instance's journey (SPEC §10): prompt → model → code extraction → sandboxed compile and run →
 * score, and where the condition scores them ({@code plus}) the hidden tests through the language's
 * driver; what each condition asks is its own type ({@link dev.algoreval.engine.pipeline.condition}). Knows
 * nothing of JUnit, so reports and other tools can run it too. Thread-safe.
 */
public final class Evaluator {
    private final CodeExtractor extractor = new CodeExtractor();
    private final ProgramRunner runner;
    private final Scorer scorer = new Scorer();

    private final PlusRunner plus;
    private final PromptConditions conditions;
    private final RunLimits limits;

    public Evaluator(PromptRenderer prompts, ProgramRunner runner, PlusRunner plus) {
        this(prompts, runner, plus, Optional.empty());
    }

    public Evaluator(PromptRenderer prompts, ProgramRunner runner, PlusRunner plus, Optional<SnippetCorpus> snippets) {
        this(prompts, runner, plus, snippets, null);
    }

    /** @param limits each instance's run limit; null for the runner's own (and no runner is needed for prompts alone) */
    public Evaluator(PromptRenderer prompts, ProgramRunner runner, PlusRunner plus, Optional<SnippetCorpus> snippets,
            RunLimits limits) {
        this.runner = runner;
        this.plus = plus;
        this.conditions = new PromptConditions(prompts, plus, snippets);
        this.limits = limits;
    }

    /** The prompt {@code condition} asks for {@code instance} (each condition's own type says how). */
    public Prompt prompt(Instance instance, Condition condition) {
        return conditions.of(condition).prompt(instance);
    }

    /**
     * What the condition added to the prompt, for the results line: the snippet's corpus file, or that
     * the corpus had none and the zero-shot prompt was asked; empty for conditions without context.
     */
    public Optional<String> context(Instance instance, Condition condition) {
        return conditions.of(condition).context(instance);
    }

    /** Scores one generation: extract the code, compile and run it in the sandbox, compare stdout. */
    public Evaluation evaluate(Instance instance, GenerationResult generation, Condition condition) {
        Optional<String> code = conditions.of(condition).scoresHiddenTests() ? code(instance, generation)
                : Optional.empty();
        if (code.isEmpty()) {
            return evaluate(instance, generation);
        }
        PlusRunner.SharedBuild shared = plus.runSharingBuild(instance, code.get());
        RunLimits.Limit limit = limitOf(instance);
        Optional<Execution> sharedBase = shared.base().filter(execution -> !limit.calibrated());
        // The shared build ran the fixed test with the floor; a calibrated limit runs it again with its own.
        Evaluation base = sharedBase.filter(execution -> !timedOut(execution))
                .map(execution -> score(instance, execution, code.get(), generation.latency(), limit, 0))
                .orElseGet(() -> evaluate(instance, generation, sharedBase.isPresent() ? 1 : 0));
        if (!ranBase(base.outcome())) {
            return base;
        }
        return base.withPlus(shared.plus().orElseGet(() -> plus.run(instance, code.get())));
    }

    private Optional<String> code(Instance instance, GenerationResult generation) {
        return generation.response().filter(r -> r.discarded().isEmpty())
                .flatMap(r -> extractor.extract(r.content(), instance.language())).map(ExtractedCode::source);
    }

    /** The hidden tests run whenever the program compiled, so partial credit is known for wrong programs too. */
    private static boolean ranBase(Outcome outcome) {
        return outcome == Outcome.PASS || outcome == Outcome.WRONG_OUTPUT || outcome == Outcome.RUNTIME_ERROR
                || outcome == Outcome.TIMEOUT;
    }

    private Evaluation evaluate(Instance instance, GenerationResult generation) {
        return evaluate(instance, generation, 0);
    }

    /** @param timeoutsSoFar timeouts of this program already seen (at most one is run again) */
    private Evaluation evaluate(Instance instance, GenerationResult generation, int timeoutsSoFar) {
        Duration latency = generation.latency();
        if (generation.response().isEmpty()) {
            return Evaluation.withoutProgram(Outcome.MODEL_ERROR, generation.error().orElse("no response"),
                    Optional.empty(), latency);
        }
        ModelResponse response = generation.response().get();
        if (response.discarded().isPresent()) {
            return Evaluation.withoutProgram(Outcome.NO_CODE, response.discarded().get(), Optional.empty(), latency);
        }
        Optional<ExtractedCode> code = extractor.extract(response.content(), instance.language());
        if (code.isEmpty()) {
            return Evaluation.withoutProgram(Outcome.NO_CODE, "the response contains no fenced code block",
                    Optional.empty(), latency);
        }
        RunLimits.Limit limit = limitOf(instance);
        ProgramRunner limited = limit.duration().equals(runner.runWallTime()) ? runner
                : runner.withRunWallTime(limit.duration());
        Execution execution = limited.execute(instance.language().id(), code.get().source());
        int reruns = timeoutsSoFar;
        if (reruns == 0 && timedOut(execution)) {
            // A loaded host can push a correct program past its limit once; a program that loops times out again.
            execution = limited.execute(instance.language().id(), code.get().source());
            reruns = 1;
        }
        return score(instance, execution, code.get().source(), latency, limit, reruns);
    }

    private Evaluation score(Instance instance, Execution execution, String code, Duration latency,
            RunLimits.Limit limit, int reruns) {
        Evaluation evaluation = scorer.score(execution, instance.expectedOutput(), code, latency);
        if (execution.run().isEmpty()) {
            return evaluation;
        }
        return evaluation.withTimings(evaluation.timings().withLimit(limit.duration(), limit.calibrated(), reruns));
    }

    private RunLimits.Limit limitOf(Instance instance) {
        return limits == null ? new RunLimits.Limit(runner.runWallTime(), false) : limits.of(instance);
    }

    private static boolean timedOut(Execution execution) {
        return execution.run().map(run -> run.timedOut()).orElse(false);
    }

}
