package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.ablation.AblationInstances;
import dev.algoreval.dataset.ablation.AblationPrompts;
import dev.algoreval.engine.api.Condition;
import java.util.Optional;
import java.util.function.Supplier;

/** One of the name/spec ablation's six conditions (paper Appendix L), on the ablation's own problems. */
record Ablation(Condition condition, Supplier<AblationPrompts> prompts) implements PromptCondition {
    Ablation {
        if (condition.ablation().isEmpty()) {
            throw new IllegalArgumentException(condition.id() + " is not an ablation condition");
        }
    }

    @Override
    public Prompt prompt(Instance instance) {
        return prompts.get().render(AblationInstances.problemOf(instance).orElseThrow(() ->
                new IllegalStateException(instance.id() + " is not an ablation problem")),
                condition.ablation().get(), instance.language());
    }

    @Override
    public Optional<String> context(Instance instance) {
        return Optional.of("ablation " + condition.ablation().get().label());
    }
}
