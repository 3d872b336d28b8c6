package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CipherTexts.call;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;

/**
 * Hidden tests for the Banker's algorithm: each test is a system state and calls of safeSequence and
 * requestResources on it. One process or one resource type, processes that need nothing, unsafe
 * states, the order of the request checks (error before wait), requests that exceed only the last
 * resource type, a state where continuing the scan after the last finished process (instead of
 * restarting at process 0) is not lexicographically smallest, a chain that finishes in reverse order,
 * values near 10^9 (each resource type's total still fits 32 bits), random states up to 500 processes.
 * The oracle keeps a min-heap of the processes that can finish (a process stays able to finish once it
 * is, since work only grows) and releases one at a time; on states of at most 7 processes it is checked
 * against the smallest safe permutation found by trying them all.
 */
public final class BankersAlgorithmPlusTests implements PlusTestGenerator {

    private record State(int[] available, int[][] max, int[][] allocation) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        State prompt = new State(new int[] {3, 1, 2, 2},
                new int[][] {{5, 0, 0, 6}, {2, 4, 1, 0}, {6, 5, 1, 7}, {0, 2, 2, 6}, {4, 0, 7, 5}},
                new int[][] {{4, 0, 0, 0}, {2, 2, 1, 0}, {4, 5, 0, 6}, {0, 0, 2, 5}, {2, 0, 6, 2}});
        tests.add(test("the prompt's state and its five requests", prompt, safe(), request(1, 0, 1, 0, 0),
                request(0, 1, 0, 0, 2), request(3, 0, 2, 0, 0), request(1, 0, 3, 0, 0), request(2, 2, 0, 1, 1)));
        State tight = new State(new int[] {0, 2, 0, 0}, prompt.max(), prompt.allocation());
        tests.add(test("the prompt's tight state is unsafe, and so is granting nothing", tight, safe(),
                request(3, 0, 0, 0, 0), request(1, 0, 2, 0, 0)));
        tests.add(test("one process, one resource type", new State(new int[] {0}, new int[][] {{3}}, new int[][] {{3}}),
                safe(), request(0, 0)));
        tests.add(test("nobody needs anything: processes in index order",
                new State(new int[] {0, 0}, new int[][] {{1, 2}, {0, 0}, {3, 1}}, new int[][] {{1, 2}, {0, 0}, {3, 1}}),
                safe(), request(2, 0, 0)));
        State checks = new State(new int[] {1, 1, 1}, new int[][] {{3, 3, 3}, {1, 1, 1}}, new int[][] {{0, 0, 0}, {0, 0, 0}});
        tests.add(test("error is checked before wait", checks, request(1, 2, 2, 2), request(1, 0, 0, 2),
                request(0, 0, 0, 2), request(0, 3, 0, 0)));
        tests.add(test("a request exceeding need or available only in the last resource type", checks,
                request(1, 1, 1, 2), request(0, 1, 1, 3), request(0, 1, 1, 1), request(1, 1, 1, 1)));
        tests.add(test("restarting at process 0 after each finish gives the smallest sequence", restartMatters(), safe(),
                request(1, 1)));
        tests.add(test("a chain that finishes in reverse index order", chain(300), safe(), request(299, 1), request(0, 0)));
        tests.add(test("values near 10^9, each type's total within 32 bits", new State(new int[] {1_000_000_000, 7},
                new int[][] {{2_000_000_000, 7}, {1_000_000_000, 0}, {1_147_483_647, 7}},
                new int[][] {{500_000_000, 0}, {0, 0}, {500_000_000, 0}}), safe(), request(2, 147_483_647, 7),
                request(1, 1_000_000_000, 0)));
        Random rnd = new Random(1222L);
        for (int i = 1; i <= 4; i++) {
            int n = 2 + rnd.nextInt(6);
            int m = 1 + rnd.nextInt(4);
            State state = i % 2 == 0 ? safeByConstruction(rnd, n, m, 6) : random(rnd, n, m, 6, false);
            tests.add(test("random small state " + i, state, randomCalls(rnd, state, 6)));
        }
        State large = safeByConstruction(new Random(1223L), 500, 10, 1000);
        tests.add(test("500 processes, 10 resource types, safe", large, randomCalls(new Random(1224L), large, 8)));
        State generous = random(new Random(1225L), 500, 10, 1000, true);
        tests.add(test("500 processes, 10 resource types, random with plenty available", generous,
                randomCalls(new Random(1226L), generous, 4)));
        return tests;
    }

    /** P0 can finish only after P1; P1 and P2 can at once: [1, 0, 2], where a continued scan gives [1, 2, 0]. */
    private static State restartMatters() {
        return new State(new int[] {1}, new int[][] {{3}, {1}, {1}}, new int[][] {{1}, {1}, {0}});
    }

    /**
     * One resource type, nothing available; each process holds 1 and process i needs n - 1 - i more, so
     * only the last can finish at first and each release lets exactly the one before it finish.
     */
    private static State chain(int n) {
        int[][] max = new int[n][1];
        int[][] allocation = new int[n][1];
        for (int i = 0; i < n; i++) {
            allocation[i][0] = 1;
            max[i][0] = 1 + (n - 1 - i);
        }
        return new State(new int[] {0}, max, allocation);
    }

    /**
     * A safe state: the processes, taken in a hidden random order, each need at most what is available
     * once the ones before them have released their allocations; the smallest safe sequence usually
     * differs from that order.
     */
    private static State safeByConstruction(Random rnd, int n, int m, int bound) {
        int[][] max = new int[n][m];
        int[][] allocation = new int[n][m];
        int[] available = new int[m];
        long[] released = new long[m];
        for (int j = 0; j < m; j++) {
            available[j] = rnd.nextInt(bound + 1);
            released[j] = available[j];
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, rnd);
        for (int p : order) {
            for (int j = 0; j < m; j++) {
                allocation[p][j] = rnd.nextInt(bound + 1);
                max[p][j] = allocation[p][j] + rnd.nextInt((int) Math.min(released[j], bound) + 1);
                released[j] += allocation[p][j];
            }
        }
        return new State(available, max, allocation);
    }

    private static State random(Random rnd, int n, int m, int bound, boolean generous) {
        int[][] max = new int[n][m];
        int[][] allocation = new int[n][m];
        int[] available = new int[m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                max[i][j] = rnd.nextInt(bound + 1);
                allocation[i][j] = rnd.nextInt(max[i][j] + 1);
            }
        }
        for (int j = 0; j < m; j++) {
            available[j] = rnd.nextInt(generous ? bound + 1 : bound / 2 + 1);
        }
        return new State(available, max, allocation);
    }

    /** safeSequence, then requests of random processes: some within need and available, some beyond. */
    private static HiddenTest.Call[] randomCalls(Random rnd, State state, int requests) {
        List<HiddenTest.Call> calls = new ArrayList<>();
        calls.add(safe());
        int m = state.available().length;
        for (int k = 0; k < requests; k++) {
            int p = rnd.nextInt(state.max().length);
            int[] request = new int[m];
            for (int j = 0; j < m; j++) {
                int need = state.max()[p][j] - state.allocation()[p][j];
                int limit = k % 3 == 0 ? need + 1 : Math.min(need, state.available()[j]);
                request[j] = rnd.nextInt(limit + 1);
            }
            calls.add(request(p, request));
        }
        return calls.toArray(HiddenTest.Call[]::new);
    }

    private static HiddenTest.Call safe() {
        return call("safeSequence");
    }

    private static HiddenTest.Call request(int process, int... request) {
        return call("requestResources", (long) process, longs(request));
    }

    /** The calls named by safe() and request() get the state's arrays in front of their own arguments. */
    private static HiddenTest test(String name, State state, HiddenTest.Call... calls) {
        List<HiddenTest.Call> full = new ArrayList<>();
        List<Object> expected = new ArrayList<>();
        for (HiddenTest.Call c : calls) {
            List<Object> args = new ArrayList<>(List.of(longs(state.available()), matrix(state.max()),
                    matrix(state.allocation())));
            args.addAll(c.args());
            full.add(new HiddenTest.Call(c.method(), args));
            if (c.method().equals("safeSequence")) {
                expected.add(longs(sequence(state.available(), state.max(), state.allocation())));
            } else {
                int process = (int) (long) (Long) c.args().get(0);
                @SuppressWarnings("unchecked")
                int[] request = ((List<Long>) c.args().get(1)).stream().mapToInt(Long::intValue).toArray();
                expected.add(requestOutcome(state, process, request));
            }
        }
        return HiddenTest.calls(name, full, expected);
    }

    private static String requestOutcome(State state, int process, int[] request) {
        int m = request.length;
        for (int j = 0; j < m; j++) {
            if (request[j] > state.max()[process][j] - state.allocation()[process][j]) {
                return "error";
            }
        }
        for (int j = 0; j < m; j++) {
            if (request[j] > state.available()[j]) {
                return "wait";
            }
        }
        int[] available = state.available().clone();
        int[][] allocation = Arrays.stream(state.allocation()).map(int[]::clone).toArray(int[][]::new);
        for (int j = 0; j < m; j++) {
            available[j] -= request[j];
            allocation[process][j] += request[j];
        }
        return sequence(available, state.max(), allocation).length == state.max().length ? "granted" : "unsafe";
    }

    /** The lexicographically smallest safe sequence, or an empty one; checked by brute force on small states. */
    static int[] sequence(int[] available, int[][] max, int[][] allocation) {
        int[] byHeap = byHeap(available, max, allocation);
        if (max.length <= 7) {
            int[] brute = smallestSafePermutation(available, max, allocation);
            if (!Arrays.equals(brute, byHeap)) {
                throw new IllegalStateException("heap " + Arrays.toString(byHeap) + " but brute force " + Arrays.toString(brute));
            }
        }
        return byHeap;
    }

    private static int[] byHeap(int[] available, int[][] max, int[][] allocation) {
        int n = max.length;
        long[] work = Arrays.stream(available).asLongStream().toArray();
        boolean[] queued = new boolean[n];
        PriorityQueue<Integer> runnable = new PriorityQueue<>();
        int[] order = new int[n];
        int finished = 0;
        while (true) {
            for (int i = 0; i < n; i++) {
                if (!queued[i] && fits(max[i], allocation[i], work)) {
                    queued[i] = true;
                    runnable.add(i);
                }
            }
            if (runnable.isEmpty()) {
                return finished == n ? order : new int[0];
            }
            int next = runnable.poll();
            order[finished++] = next;
            for (int j = 0; j < work.length; j++) {
                work[j] += allocation[next][j];
            }
        }
    }

    private static boolean fits(int[] max, int[] allocation, long[] work) {
        for (int j = 0; j < work.length; j++) {
            if ((long) max[j] - allocation[j] > work[j]) {
                return false;
            }
        }
        return true;
    }

    /** Tries every permutation in lexicographic order; the first one that runs to the end is the answer. */
    private static int[] smallestSafePermutation(int[] available, int[][] max, int[][] allocation) {
        int n = max.length;
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        do {
            long[] work = Arrays.stream(available).asLongStream().toArray();
            boolean ok = true;
            for (int p : perm) {
                if (!fits(max[p], allocation[p], work)) {
                    ok = false;
                    break;
                }
                for (int j = 0; j < work.length; j++) {
                    work[j] += allocation[p][j];
                }
            }
            if (ok) {
                return perm;
            }
        } while (nextPermutation(perm));
        return new int[0];
    }

    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }

    private static List<Object> longs(int[] values) {
        return Arrays.stream(values).mapToObj(v -> (Object) (long) v).toList();
    }

    private static List<Object> matrix(int[][] rows) {
        return Arrays.stream(rows).map(r -> (Object) longs(r)).toList();
    }
}
