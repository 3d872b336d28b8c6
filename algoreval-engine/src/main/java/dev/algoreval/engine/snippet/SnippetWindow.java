package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Instance;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Cuts a snippet to at most {@link #MAX_LINES} lines centred on its most relevant region, as the paper
 * does (Table 8): the first line that names the algorithm best (most of its id's words, e.g. "hopcroft"
 * and "karp"), or the start of the file when no line names it.
 */
public final class SnippetWindow {
    public static final int MAX_LINES = 80;

    private SnippetWindow() {
    }

    public static String cut(String text, Instance instance) {
        List<String> lines = Arrays.asList(text.stripTrailing().split("\n", -1));
        if (lines.size() <= MAX_LINES) {
            return String.join("\n", lines);
        }
        List<String> words = Arrays.stream(instance.algorithm().id().split("-")).filter(w -> w.length() > 2).toList();
        int best = 0;
        int bestScore = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).toLowerCase(Locale.ROOT);
            int score = (int) words.stream().filter(line::contains).count();
            if (score > bestScore) {
                best = i;
                bestScore = score;
            }
        }
        int start = Math.max(0, Math.min(best - MAX_LINES / 2, lines.size() - MAX_LINES));
        return String.join("\n", lines.subList(start, start + MAX_LINES));
    }
}
