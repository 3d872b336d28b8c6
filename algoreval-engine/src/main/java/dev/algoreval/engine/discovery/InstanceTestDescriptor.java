package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.execution.RunResources;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.OutcomeException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.opentest4j.AssertionFailedError;

/** One benchmark instance asked of one model: the test that IDEs and Surefire show. */
final class InstanceTestDescriptor extends AbstractTestDescriptor implements AlgorevalNode {
    private final Instance instance;
    private final String model;

    InstanceTestDescriptor(UniqueId uniqueId, Instance instance, String model, TestSource source) {
        super(uniqueId, instance.id(), source);
        this.instance = instance;
        this.model = model;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
        return instance.tags().stream().filter(TestTag::isValid).map(TestTag::create).collect(Collectors.toSet());
    }

    @Override
    public SkipResult shouldBeSkipped(AlgorevalExecutionContext context) {
        RunResources resources = context.resources();
        Optional<String> reason = resources.toolchains().unavailable(instance.language().id())
                .map(why -> instance.language().displayName() + " toolchain missing: " + why)
                .or(() -> resources.model(model).skipReason(instance));
        if (reason.isPresent()) {
            resources.record(ResultRecord.of(instance, model,
                    Evaluation.withoutProgram(Outcome.SKIPPED, reason.get(), Optional.empty(), java.time.Duration.ZERO)));
            return SkipResult.skip(reason.get());
        }
        return SkipResult.doNotSkip();
    }

    @Override
    public AlgorevalExecutionContext execute(AlgorevalExecutionContext context, DynamicTestExecutor dynamic) {
        RunResources resources = context.resources();
        Prompt prompt = resources.evaluator().prompt(instance);
        Evaluation evaluation = resources.evaluator().evaluate(resources.model(model), instance, prompt);
        resources.record(ResultRecord.of(instance, model, evaluation));
        publish(context, prompt, evaluation);
        switch (evaluation.outcome()) {
            case PASS -> {
                return context;
            }
            case WRONG_OUTPUT -> throw new AssertionFailedError(
                    Outcome.WRONG_OUTPUT.id() + ": " + instance.id() + " printed something else than expected",
                    instance.expectedOutput(), evaluation.stdout());
            default -> throw OutcomeException.of(evaluation);
        }
    }

    private void publish(AlgorevalExecutionContext context, Prompt prompt, Evaluation evaluation) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("model", model);
        entries.put("outcome", evaluation.outcome().id());
        entries.put("exact_match", Boolean.toString(evaluation.exactMatch()));
        entries.put("generation_ms", Long.toString(evaluation.timings().generation().toMillis()));
        entries.put("compile_ms", Long.toString(evaluation.timings().compile().toMillis()));
        entries.put("run_ms", Long.toString(evaluation.timings().run().toMillis()));
        context.listener().reportingEntryPublished(this, ReportEntry.from(entries));
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("prompt", prompt.user());
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
