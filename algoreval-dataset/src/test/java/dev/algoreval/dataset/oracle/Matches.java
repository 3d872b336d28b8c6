package dev.algoreval.dataset.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The string-search prompts' answers, found with the JDK's String.indexOf rather than any of the
 * search algorithms the prompts ask for.
 */
public final class Matches {
    private Matches() {
    }

    /** One line per [text, pattern] pair of a {@code searches} input. */
    public static String lines(List<?> searches) {
        StringBuilder out = new StringBuilder();
        for (Object search : searches) {
            List<?> s = (List<?>) search;
            out.append(line((String) s.get(0), (String) s.get(1))).append('\n');
        }
        return out.toString();
    }

    /**
     * Every index at which pattern starts in text, ascending, or "none". The search restarts one past
     * each match, not past its end, so that overlapping matches count.
     */
    private static String line(String text, String pattern) {
        List<Integer> matches = new ArrayList<>();
        for (int at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) {
            matches.add(at);
        }
        return matches.isEmpty() ? "none" : matches.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
