package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.Hints;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.api.Condition;
import java.util.Optional;

/** The paper's +hint (Figure 6): the algorithm's language-agnostic hint before the runtime constraints. */
record Hint(PromptRenderer prompts) implements PromptCondition {
    @Override
    public Condition condition() {
        return Condition.HINT;
    }

    @Override
    public Prompt prompt(Instance instance) {
        return prompts.renderWithHint(instance, Hints.of(instance.algorithm().id()).orElseThrow(
                () -> new IllegalStateException(instance.algorithm().id() + " has no hint")));
    }

    @Override
    public Optional<String> context(Instance instance) {
        return Optional.of("hint " + Hints.resource(instance.algorithm().id()));
    }
}
