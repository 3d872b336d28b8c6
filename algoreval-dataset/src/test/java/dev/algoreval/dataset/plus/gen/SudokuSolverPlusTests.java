package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the sudoku solver. The prompt promises puzzles with exactly one solution, which
 * {@link SudokuSearch} (the oracle, a fewest-candidates-first search) proves for every puzzle here
 * before giving its solution; the comparison is therefore exact. Puzzles: an already solved grid, a
 * few blanks, a whole row, column or box empty, the prompt's puzzle relabelled and transposed, and
 * puzzles cut from seeded random grids by removing givens while the solution stays unique, down to
 * minimal ones (no given can go) with about two dozen givens.
 */
public final class SudokuSolverPlusTests implements PlusTestGenerator {
    private static final int[][] PROMPT_PUZZLE = {
        {5, 3, 0, 0, 7, 0, 0, 0, 0}, {6, 0, 0, 1, 9, 5, 0, 0, 0}, {0, 9, 8, 0, 0, 0, 0, 6, 0},
        {8, 0, 0, 0, 6, 0, 0, 0, 3}, {4, 0, 0, 8, 0, 3, 0, 0, 1}, {7, 0, 0, 0, 2, 0, 0, 0, 6},
        {0, 6, 0, 0, 0, 0, 2, 8, 0}, {0, 0, 0, 4, 1, 9, 0, 0, 5}, {0, 0, 0, 0, 8, 0, 0, 7, 9}};

    private record Case(String name, int[][] puzzle) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Case> cases = new ArrayList<>();
        int[][] solved = SudokuSearch.randomSolvedGrid(new Random(111));
        cases.add(new Case("an already solved grid (seed 111)", copy(solved)));
        cases.add(new Case("one empty cell, bottom right (seed 111)", blank(solved, new int[][] {{8, 8}})));
        cases.add(new Case("one empty cell per row (seed 111)", blank(solved, new int[][] {{0, 4}, {1, 0}, {2, 8},
                {3, 3}, {4, 6}, {5, 1}, {6, 5}, {7, 7}, {8, 2}})));
        cases.add(new Case("the whole first row empty (seed 111)", blankWhere(solved, (r, c) -> r == 0)));
        cases.add(new Case("the whole last column empty (seed 111)", blankWhere(solved, (r, c) -> c == 8)));
        cases.add(new Case("the whole centre box empty (seed 111)", blankWhere(solved, (r, c) -> r / 3 == 1 && c / 3 == 1)));
        cases.add(new Case("the prompt's puzzle with digits relabelled and transposed", relabelledTransposed(PROMPT_PUZZLE)));
        Random rnd = new Random(112);
        for (int k = 1; k <= 2; k++) {
            cases.add(new Case("35 givens, cut from a random grid (seed 112, draw " + k + ")", cut(rnd, 35)));
        }
        for (int k = 1; k <= 2; k++) {
            cases.add(new Case("28 givens, cut from a random grid (seed 112, draw " + (k + 2) + ")", cut(rnd, 28)));
        }
        // Seeds whose minimal puzzles a plain in-order backtracking (the references') solves within a second
        // in Python; some minimal puzzles take it far longer, which would time out the whole run.
        for (int seed : new int[] {113, 115, 116}) {
            cases.add(new Case("a minimal puzzle: no given can be removed (seed " + seed + ")", cut(new Random(seed), 0)));
        }
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases) {
            int[][] solution = SudokuSearch.uniqueSolution(c.puzzle());
            String name = c.name() + ", " + givens(c.puzzle()) + " givens";
            tests.add(HiddenTest.function(name, List.of(json(c.puzzle())), json(solution)));
        }
        return tests;
    }

    /**
     * Removes givens of a random solved grid in a random order, each only if the solution stays unique,
     * until {@code target} givens are left or no more can go.
     */
    private static int[][] cut(Random rnd, int target) {
        int[][] puzzle = SudokuSearch.randomSolvedGrid(rnd);
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            cells.add(i);
        }
        java.util.Collections.shuffle(cells, rnd);
        int givens = 81;
        for (int cell : cells) {
            if (givens <= target) {
                break;
            }
            int r = cell / 9;
            int c = cell % 9;
            int digit = puzzle[r][c];
            puzzle[r][c] = 0;
            if (SudokuSearch.countSolutions(puzzle, 2) == 1) {
                givens--;
            } else {
                puzzle[r][c] = digit;
            }
        }
        return puzzle;
    }

    private interface CellPredicate {
        boolean test(int r, int c);
    }

    private static int[][] blankWhere(int[][] solved, CellPredicate blank) {
        int[][] puzzle = copy(solved);
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (blank.test(r, c)) {
                    puzzle[r][c] = 0;
                }
            }
        }
        return puzzle;
    }

    private static int[][] blank(int[][] solved, int[][] cells) {
        int[][] puzzle = copy(solved);
        for (int[] cell : cells) {
            puzzle[cell[0]][cell[1]] = 0;
        }
        return puzzle;
    }

    /** Digit d becomes 10 - d and rows become columns: still a valid puzzle with one solution. */
    private static int[][] relabelledTransposed(int[][] puzzle) {
        int[][] out = new int[9][9];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                out[c][r] = puzzle[r][c] == 0 ? 0 : 10 - puzzle[r][c];
            }
        }
        return out;
    }

    private static int[][] copy(int[][] grid) {
        int[][] out = new int[9][];
        for (int r = 0; r < 9; r++) {
            out[r] = grid[r].clone();
        }
        return out;
    }

    private static int givens(int[][] grid) {
        int n = 0;
        for (int[] row : grid) {
            for (int d : row) {
                n += d == 0 ? 0 : 1;
            }
        }
        return n;
    }

    private static List<Object> json(int[][] grid) {
        List<Object> rows = new ArrayList<>();
        for (int[] row : grid) {
            List<Object> values = new ArrayList<>();
            for (int d : row) {
                values.add((long) d);
            }
            rows.add(values);
        }
        return rows;
    }
}
