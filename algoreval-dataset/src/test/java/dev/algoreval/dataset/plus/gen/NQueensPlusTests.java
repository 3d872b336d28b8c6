package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of N-Queens for every board from 1 x 1 (one solution) through 2 and 3 (none) to 12 x 12
 * (14200 solutions, the largest whose list stays well under the file budget). The solutions may come in
 * any order (the comparison sorts them). Oracle: a search over bit masks of free columns and diagonals,
 * checked against the published solution counts (OEIS A000170).
 */
public final class NQueensPlusTests implements PlusTestGenerator {
    /** Number of solutions for n = 0, 1, 2, ... (OEIS A000170). */
    private static final long[] KNOWN_COUNTS = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
    static final int LARGEST = 12;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (int n = 1; n <= LARGEST; n++) {
            List<Object> solutions = solutions(n);
            if (solutions.size() != KNOWN_COUNTS[n]) {
                throw new IllegalStateException("n = " + n + ": " + solutions.size() + " solutions, known " + KNOWN_COUNTS[n]);
            }
            String name = n + " x " + n + " board (" + solutions.size() + (solutions.size() == 1 ? " solution)" : " solutions)");
            tests.add(HiddenTest.function(name, List.of((long) n), solutions));
        }
        return tests;
    }

    static List<Object> solutions(int n) {
        List<Object> out = new ArrayList<>();
        search(n, 0, 0, 0, 0, new long[n], out);
        return out;
    }

    /** Places row {@code row}; the masks mark columns and diagonals already attacked in this row. */
    private static void search(int n, int row, int columns, int down, int up, long[] placed, List<Object> out) {
        if (row == n) {
            List<Object> solution = new ArrayList<>();
            for (long c : placed) {
                solution.add(c);
            }
            out.add(solution);
            return;
        }
        int free = ~(columns | down | up) & ((1 << n) - 1);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            placed[row] = Integer.numberOfTrailingZeros(bit);
            search(n, row + 1, columns | bit, (down | bit) << 1, (up | bit) >> 1, placed, out);
        }
    }
}
