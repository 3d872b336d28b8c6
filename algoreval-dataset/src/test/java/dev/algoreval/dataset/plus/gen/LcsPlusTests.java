package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of LCS length: the string pairs shared with edit distance ({@link DpStringCases}).
 * Oracle: the longest increasing run of match positions (Hunt–Szymanski), checked by memoised
 * recursion on small pairs ({@link DpStringOracles}).
 */
public final class LcsPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return DpStringCases.common().stream()
                .map(p -> HiddenTest.function(p.name(), List.of(p.a(), p.b()), DpStringOracles.lcsLength(p.a(), p.b())))
                .toList();
    }
}
