package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Language;

/**
 * The one section the {@code plus} condition adds to the paper's prompt: the exact signature, and
 * that further tests call it. The program still prints the fixed test's output from its entry point.
 */
public final class PlusPrompt {
    private PlusPrompt() {
    }

    public static String section(Language language, String signature) {
        return "\n\nFurther hidden tests call your code directly, on many more inputs, through exactly this "
                + language.displayName() + " interface (same names, parameter and result types). Keep the "
                + "program complete: its entry point must still run the test above and print its output.\n```"
                + language.fenceTags().get(0) + "\n" + signature.strip() + "\n```";
    }
}
