package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of KMP search: the searches shared with Rabin–Karp ({@link StringSearchCases}); the
 * prompt fixes the order of the indices (increasing), so the comparison is exact. Oracle:
 * {@link StringSearchOracle} (Z-algorithm, brute force on small inputs).
 */
public final class KmpPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return StringSearchCases.common().stream().map(StringSearchCases.Search::test).toList();
    }
}
