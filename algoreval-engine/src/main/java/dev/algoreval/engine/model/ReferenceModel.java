package dev.algoreval.engine.model;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;

/** The pseudo-model {@code reference}: answers with the dataset's reference solution, as a model would. */
public final class ReferenceModel implements ModelClient {
    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ModelResponse generate(Instance instance, Prompt prompt, int sample) {
        return ModelResponse.of("```" + instance.language().id() + "\n" + instance.referenceSolution() + "```\n");
    }
}
