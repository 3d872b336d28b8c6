package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.execution.RunOutputs;
import dev.algoreval.engine.execution.RunResources;
import dev.algoreval.engine.results.ResultRecord;
import java.time.Duration;
import dev.algoreval.engine.pipeline.GenerationResult;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.OutcomeException;
import dev.algoreval.engine.scoring.PlusResult;
import dev.algoreval.engine.probe.ScaleFits;
import dev.algoreval.engine.probe.ScaleProbe;
import dev.algoreval.engine.probe.ScaleRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.opentest4j.AssertionFailedError;

/** One sample of one benchmark instance asked of one model: the test that IDEs and Surefire show. */
final class InstanceTestDescriptor extends AbstractTestDescriptor implements AlgorevalNode {
    private final Instance instance;
    private final String model;
    private final Condition condition;
    private final int sample;
    private final Set<TestTag> tags;

    /** {@code tags} are the instance's, shared by its tests of every model and sample (the launcher asks for them often). */
    InstanceTestDescriptor(UniqueId uniqueId, String displayName, Instance instance, String model, Condition condition,
            int sample, TestSource source, Set<TestTag> tags) {
        super(uniqueId, displayName, source);
        this.instance = instance;
        this.model = model;
        this.condition = condition;
        this.sample = sample;
        this.tags = tags;
    }

    Instance instance() {
        return instance;
    }

    String model() {
        return model;
    }

    int sample() {
        return sample;
    }

    Condition condition() {
        return condition;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
        return tags;
    }

    @Override
    public SkipResult shouldBeSkipped(AlgorevalExecutionContext context) {
        RunOutputs outputs = outputs(context);
        Optional<String> reason = outputs.stopReason()
                .or(() -> context.resources().flatMap(resources -> resources.skipReason(model, instance)));
        if (reason.isPresent()) {
            recordNotRun(context, reason.get());
            return SkipResult.skip(reason.get());
        }
        return SkipResult.doNotSkip();
    }

    @Override
    public AlgorevalExecutionContext execute(AlgorevalExecutionContext context, DynamicTestExecutor dynamic) {
        RunResources resources = context.resources().orElseThrow(() -> new IllegalStateException("run not set up"));
        Prompt prompt = resources.evaluator().prompt(instance, condition);
        GenerationResult generation = resources.generations().await(resources.model(model), condition, instance,
                prompt, sample);
        Evaluation evaluation = resources.evaluator().evaluate(instance, generation, condition);
        outputs(context).record(getUniqueId().toString(),
                resources.resultOf(instance, model, condition, sample, generation.response(), evaluation));
        publish(context, prompt, generation, evaluation);
        probeScale(resources, outputs(context), evaluation);
        switch (evaluation.outcome()) {
            case PASS -> {
                evaluation.plus().filter(plus -> !plus.isPass()).ifPresent(this::failHiddenTests);
                return context;
            }
            case WRONG_OUTPUT -> throw new AssertionFailedError(
                    Outcome.WRONG_OUTPUT.id() + ": " + instance.id() + " printed something else than expected",
                    instance.expectedOutput(), evaluation.stdout());
            default -> throw OutcomeException.of(evaluation);
        }
    }

    /**
     * Under {@code algoreval.probe=scale}, a program that passed its fixed and hidden tests is timed on
     * inputs of growing size in this test's own thread (so the run's parallelism bounds the probe too).
     */
    private void probeScale(RunResources resources, RunOutputs outputs, Evaluation evaluation) {
        Optional<ScaleProbe> probe = resources.probe().filter(p -> p.covers(instance));
        if (probe.isEmpty() || evaluation.outcome() != Outcome.PASS || evaluation.code().isEmpty()
                || !evaluation.plus().map(PlusResult::isPass).orElse(false)) {
            return;
        }
        List<ScaleRecord> records = probe.get().probe(new ScaleProbe.Program(instance, model, condition.id(), sample,
                evaluation.code().get()));
        outputs.recordScale(records);
        ScaleFits.of(records).forEach(fit -> System.out.println("[algoreval] scale " + model + " " + ScaleFits.line(fit)));
    }

    /** The fixed test passed but a hidden test did not: the first failing input, with an IDE diff where there is a result. */
    private void failHiddenTests(PlusResult plus) {
        String message = plus.outcome().id() + " (plus): " + instance.id() + ": " + plus.detail();
        if (plus.firstFailure().isPresent() && plus.outcome() == Outcome.WRONG_OUTPUT) {
            PlusResult.Failure failure = plus.firstFailure().get();
            throw new AssertionFailedError(message + "\ninput: " + failure.input(), failure.expected(), failure.actual());
        }
        throw new AssertionFailedError(message);
    }

    /** Cancelled tests (fail-fast) are skipped by the platform without asking {@link #shouldBeSkipped}. */
    @Override
    public void nodeSkipped(AlgorevalExecutionContext context, TestDescriptor descriptor, SkipResult result) {
        recordNotRun(context, result.getReason().orElse("skipped"));
    }

    /** A test that ended without a result threw from inside the harness: recorded as the harness's error. */
    @Override
    public void nodeFinished(AlgorevalExecutionContext context, TestDescriptor descriptor, TestExecutionResult result) {
        context.outputs().filter(outputs -> !outputs.isRecorded(getUniqueId().toString())).ifPresent(outputs -> {
            String detail = result.getThrowable().map(t -> "the harness failed: " + t)
                    .orElse("the harness finished the test without a result");
            outputs.record(getUniqueId().toString(), recordWithoutProgram(context, Outcome.HARNESS_ERROR, detail));
        });
    }

    /** Records this test as skipped with {@code reason}, unless it already has a result. */
    void recordNotRun(AlgorevalExecutionContext context, String reason) {
        context.outputs().filter(outputs -> !outputs.isRecorded(getUniqueId().toString())).ifPresent(outputs ->
                outputs.record(getUniqueId().toString(), recordWithoutProgram(context, Outcome.SKIPPED, reason)));
    }

    private ResultRecord recordWithoutProgram(AlgorevalExecutionContext context, Outcome outcome, String detail) {
        Evaluation evaluation = Evaluation.withoutProgram(outcome, detail, Optional.empty(), Duration.ZERO);
        return context.resources().map(resources -> resources.resultOf(instance, model, condition, sample,
                        Optional.empty(), evaluation))
                .orElseGet(() -> ResultRecord.of(instance, model, condition, sample, evaluation, Optional.empty(),
                        Map.of("model", model), "unavailable", outputs(context).harness()));
    }

    private static RunOutputs outputs(AlgorevalExecutionContext context) {
        return context.outputs().orElseThrow(() -> new IllegalStateException("run not started"));
    }

    private void publish(AlgorevalExecutionContext context, Prompt prompt, GenerationResult generation,
            Evaluation evaluation) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("model", model);
        entries.put("sample", Integer.toString(sample + 1));
        entries.put("condition", condition.id());
        entries.put("outcome", evaluation.outcome().id());
        evaluation.plus().ifPresent(plus -> {
            entries.put("plus_outcome", plus.outcome().id());
            entries.put("plus_passed", plus.passed() + "/" + plus.total());
        });
        entries.put("exact_match", Boolean.toString(evaluation.exactMatch()));
        entries.put("generation_ms", Long.toString(evaluation.timings().generation().toMillis()));
        entries.put("compile_ms", Long.toString(evaluation.timings().compile().toMillis()));
        entries.put("run_ms", Long.toString(evaluation.timings().run().toMillis()));
        generation.response().ifPresent(response -> {
            entries.put("cached", Boolean.toString(response.cached()));
            response.usage().ifPresent(usage -> {
                entries.put("prompt_tokens", Long.toString(usage.prompt()));
                entries.put("completion_tokens", Long.toString(usage.completion()));
            });
            response.finishReason().ifPresent(reason -> entries.put("finish_reason", reason));
        });
        context.listener().reportingEntryPublished(this, ReportEntry.from(entries));
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("prompt", prompt.user());
        generation.response().flatMap(r -> r.reasoning()).ifPresent(reasoning -> texts.put("reasoning", reasoning));
        evaluation.code().ifPresent(code -> texts.put("code", code));
        texts.put("stdout", evaluation.stdout());
        texts.put("stderr", evaluation.stderr());
        texts.forEach((key, value) -> {
            if (!value.isBlank()) {
                context.listener().reportingEntryPublished(this, ReportEntry.from(key, value));
            }
        });
    }
}
