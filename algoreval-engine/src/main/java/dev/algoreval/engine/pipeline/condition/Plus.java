package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.plus.PlusPrompt;
import dev.algoreval.engine.plus.PlusRunner;

/**
 * AlgoREval+: the paper's prompt with one block before the runtime constraints, the exact signature and
 * the variant's input contract, and the hidden tests run through the language's driver.
 */
record Plus(PromptRenderer prompts, PlusRunner plus) implements PromptCondition {
    @Override
    public Condition condition() {
        return Condition.PLUS;
    }

    @Override
    public Prompt prompt(Instance instance) {
        String signature = plus.signature(instance).orElseThrow(() -> new IllegalStateException(
                instance.id() + " has no AlgoREval+ interface"));
        return prompts.renderWithBlock(instance, PlusPrompt.section(instance.language(), signature,
                plus.contract(instance)));
    }

    @Override
    public boolean scoresHiddenTests() {
        return true;
    }
}
