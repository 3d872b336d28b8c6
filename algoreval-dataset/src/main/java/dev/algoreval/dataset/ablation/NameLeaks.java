package dev.algoreval.dataset.ablation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Finds the real name of an ablation problem, or one of its leak terms, in a text: as whole words,
 * case-insensitively ("core" is found in "k-core" but not in "score").
 */
public final class NameLeaks {
    private NameLeaks() {
    }

    /** The first of the real name and the leak terms that occurs in {@code text}, as written in the problem. */
    public static Optional<String> find(AblationProblem problem, String text) {
        List<String> terms = new ArrayList<>();
        terms.add(problem.name());
        terms.addAll(problem.leakTerms());
        return terms.stream().filter(term -> word(term).matcher(text).find()).findFirst();
    }

    private static Pattern word(String term) {
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(term) + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
