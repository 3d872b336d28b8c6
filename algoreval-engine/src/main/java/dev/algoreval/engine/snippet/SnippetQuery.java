package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Language;
import java.util.Locale;

/**
 * The code search query for an algorithm in a language: the words of the algorithm's name and the
 * {@code language:} qualifier. Code search ignores most punctuation anyway; possessives and hyphens are
 * turned into plain words so that "Dijkstra's" matches "dijkstra" and a leading "-" is never read as NOT.
 */
final class SnippetQuery {
    private SnippetQuery() {
    }

    static String of(Algorithm algorithm, Language language) {
        return terms(algorithm.name()) + " language:" + SearchLanguage.linguistName(language);
    }

    static String terms(String name) {
        return name.replaceAll("['’]s\\b", "")
                .replaceAll("[^\\p{L}\\p{N}]+", " ")
                .strip()
                .toLowerCase(Locale.ROOT);
    }
}
