package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.api.Condition;

/** The paper's prompt and fixed test, unchanged. */
record ZeroShot(PromptRenderer prompts) implements PromptCondition {
    @Override
    public Condition condition() {
        return Condition.ZERO_SHOT;
    }

    @Override
    public Prompt prompt(Instance instance) {
        return prompts.render(instance);
    }
}
