package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.gen.CpuSchedulingTickSimulator.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Inputs shared by the FCFS, SJF and round-robin hidden tests, and the step from an input to a test.
 * The prompts promise integer lists (32-bit values) with arrivals >= 0 and bursts > 0; the results are
 * 32-bit too, so every completion time stays at or below 2^31 - 1 (the simulator checks it).
 */
final class CpuSchedulingCases {
    static final int INT_MAX = Integer.MAX_VALUE;

    /** Arrival and burst times of the processes, indexed by process number. */
    record Processes(int[] arrival, int[] burst) {
    }

    private CpuSchedulingCases() {
    }

    static Processes processes(int[] arrival, int... burst) {
        if (arrival.length != burst.length) {
            throw new IllegalArgumentException("arrival and burst differ in length");
        }
        return new Processes(arrival, burst);
    }

    static int[] at(int... times) {
        return times;
    }

    /** A test of fcfsSchedule or sjfSchedule (quantum unused) or roundRobinSchedule. */
    static HiddenTest test(Policy policy, String name, Processes p, int quantum) {
        List<Object> args = new ArrayList<>();
        args.add(longs(p.arrival()));
        args.add(longs(p.burst()));
        if (policy == Policy.ROUND_ROBIN) {
            args.add((long) quantum);
        }
        return HiddenTest.function(name, args, CpuSchedulingTickSimulator.schedule(policy, p.arrival(), p.burst(), quantum));
    }

    /** n processes with arrivals in [0, maxArrival] and bursts in [1, maxBurst]. */
    static Processes random(long seed, int n, int maxArrival, int maxBurst) {
        Random rnd = new Random(seed);
        int[] arrival = new int[n];
        int[] burst = new int[n];
        for (int i = 0; i < n; i++) {
            arrival[i] = rnd.nextInt(maxArrival + 1);
            burst[i] = 1 + rnd.nextInt(maxBurst);
        }
        return new Processes(arrival, burst);
    }

    /**
     * n processes whose bursts are multiples of unit and whose arrivals lie late enough that the last
     * completion comes close to 2^31 - 1 without passing it: the arrivals spread over half the total
     * burst, starting at 2^31 - 1 minus the total burst minus that spread, so even the worst order ends
     * by 2^31 - 1. Turnaround and waiting times then reach hundreds of millions.
     */
    static Processes approachingIntMax(long seed, int n, int unit, int maxUnits) {
        Random rnd = new Random(seed);
        int[] burst = new int[n];
        long total = 0;
        for (int i = 0; i < n; i++) {
            burst[i] = unit * (1 + rnd.nextInt(maxUnits));
            total += burst[i];
        }
        long spreadUnits = total / unit / 2;
        long start = INT_MAX - total - spreadUnits * unit;
        if (start < 0) {
            throw new IllegalStateException("bursts too long to stay within 32 bits: " + total);
        }
        int[] arrival = new int[n];
        for (int i = 0; i < n; i++) {
            arrival[i] = Math.toIntExact(start + unit * (long) rnd.nextInt((int) spreadUnits + 1));
        }
        return new Processes(arrival, burst);
    }

    /**
     * Two processes arriving late; after the first, the second ends exactly at 2^31 - 1 (bursts of about
     * 2^30 each, arrivals 2^20 - 1 and 2^22 - 1, so that the simulator's step can be 2^20).
     */
    static Processes lastCompletionExactlyIntMax() {
        int first = 1 << 30;
        int second = (1 << 30) - (1 << 20);
        int start = INT_MAX - first - second;
        return processes(at(start, start + 3 * (1 << 20)), first, second);
    }

    private static List<Object> longs(int[] values) {
        List<Object> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add((long) v);
        }
        return list;
    }
}
