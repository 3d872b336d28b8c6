package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of edit distance: the string pairs shared with LCS ({@link DpStringCases}). Oracle:
 * furthest-reaching diagonals, checked by memoised recursion on small pairs ({@link DpStringOracles}).
 */
public final class EditDistancePlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return DpStringCases.common().stream()
                .map(p -> HiddenTest.function(p.name(), List.of(p.a(), p.b()), DpStringOracles.editDistance(p.a(), p.b())))
                .toList();
    }
}
