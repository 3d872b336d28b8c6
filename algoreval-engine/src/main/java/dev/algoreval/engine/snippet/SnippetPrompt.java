package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Language;

/** The block the {@code snippet} condition inserts before the runtime constraints, framed as the paper's Figure 7. */
public final class SnippetPrompt {
    private SnippetPrompt() {
    }

    public static String block(Language language, String code) {
        return "For reference, here is an implementation of this algorithm in " + language.id()
                + " retrieved from a different source. You may use it as a reference but must write your own solution:\n```"
                + language.fenceTags().get(0) + "\n" + code.stripTrailing() + "\n```";
    }
}
