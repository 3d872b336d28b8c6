package dev.algoreval.dataset;

import java.util.Set;

/**
 * {@code -Dalgoreval.test.algorithms=kmp,trie} narrows the per-algorithm plus tests to those algorithms, so
 * work on a few algorithms re-checks only them; without it every algorithm is checked.
 */
public final class TestSelection {
    private static final Set<String> ALGORITHMS = Set.of(System.getProperty("algoreval.test.algorithms", "").split(","));

    private TestSelection() {
    }

    public static boolean includes(String algorithmId) {
        return ALGORITHMS.equals(Set.of("")) || ALGORITHMS.contains(algorithmId);
    }
}
