package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.api.Condition;
import java.util.Optional;

/**
 * What one condition ({@link Condition}) does to an instance: the prompt it asks, what its result line
 * records about that prompt, and whether it scores the hidden tests beyond the fixed test. One class per
 * condition, so a new condition is a new class and one entry in {@link PromptConditions}, not a branch in
 * the evaluator.
 */
public interface PromptCondition {

    /** The condition this type implements. */
    Condition condition();

    Prompt prompt(Instance instance);

    /** What the condition added to the prompt, for the results line; empty when it adds nothing worth naming. */
    default Optional<String> context(Instance instance) {
        return Optional.empty();
    }

    /** Whether the program also runs on the variant's hidden tests (AlgoREval+). */
    default boolean scoresHiddenTests() {
        return false;
    }
}
