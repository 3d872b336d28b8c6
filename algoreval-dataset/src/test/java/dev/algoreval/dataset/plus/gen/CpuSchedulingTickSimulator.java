package dev.algoreval.dataset.plus.gen;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.TreeMap;

/**
 * The oracle of the FCFS, SJF and round-robin hidden tests: a clock that advances one time step at a
 * time, with the CPU's state after every step, instead of the references' jump from one event to the
 * next. At each step it first queues the processes arriving now (in process-number order), then, for
 * round robin, a process whose quantum ended now, then lets an idle CPU pick a process, then runs that
 * process for one step.
 *
 * <p>Only the idle stretches are skipped: when nothing is waiting or running, the clock moves to the
 * next arrival, since nothing can happen before it. The step is the greatest common divisor of the
 * bursts, the quantum and the arrivals' distances from the earliest arrival (1 for most tests), so
 * every event still falls on a step while tests with times close to the 32-bit limit stay cheap.
 */
final class CpuSchedulingTickSimulator {
    enum Policy { FCFS, SJF, ROUND_ROBIN }

    private final Policy policy;
    private final int[] arrival;
    private final int[] burst;
    private final long quantum;

    private CpuSchedulingTickSimulator(Policy policy, int[] arrival, int[] burst, long quantum) {
        this.policy = policy;
        this.arrival = arrival;
        this.burst = burst;
        this.quantum = quantum;
    }

    /** One [completion, turnaround, waiting] triple per process, in process-number order. */
    static List<Object> schedule(Policy policy, int[] arrival, int[] burst, int quantum) {
        return new CpuSchedulingTickSimulator(policy, arrival, burst, quantum).run();
    }

    private List<Object> run() {
        int n = arrival.length;
        long step = step();
        TreeMap<Long, List<Integer>> arrivingAt = new TreeMap<>();
        for (int p = 0; p < n; p++) {
            arrivingAt.computeIfAbsent((long) arrival[p], t -> new ArrayList<>()).add(p);
        }
        long[] remaining = new long[n];
        for (int p = 0; p < n; p++) {
            remaining[p] = burst[p];
        }
        long[] completion = new long[n];
        Deque<Integer> waiting = new ArrayDeque<>();
        int running = -1;
        int preempted = -1;
        long usedOfQuantum = 0;
        int finished = 0;
        long time = 0;
        while (finished < n) {
            List<Integer> now = arrivingAt.getOrDefault(time, List.of());
            waiting.addAll(now);
            if (preempted >= 0) {
                waiting.addLast(preempted);
                preempted = -1;
            }
            if (running < 0 && !waiting.isEmpty()) {
                running = pick(waiting);
                usedOfQuantum = 0;
            }
            if (running < 0) {
                time = arrivingAt.higherKey(time);
                continue;
            }
            remaining[running] -= step;
            usedOfQuantum += step;
            time += step;
            if (remaining[running] == 0) {
                completion[running] = time;
                finished++;
                running = -1;
            } else if (policy == Policy.ROUND_ROBIN && usedOfQuantum == quantum) {
                preempted = running;
                running = -1;
            }
        }
        List<Object> result = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            if (completion[p] > Integer.MAX_VALUE) {
                throw new IllegalStateException("test breaks the 32-bit promise: completion " + completion[p]);
            }
            long turnaround = completion[p] - arrival[p];
            result.add(List.of(completion[p], turnaround, turnaround - burst[p]));
        }
        return result;
    }

    /** FCFS and round robin take the queue's head; SJF scans the waiting processes for the best one. */
    private int pick(Deque<Integer> waiting) {
        if (policy != Policy.SJF) {
            return waiting.pollFirst();
        }
        int best = -1;
        for (int p : waiting) {
            if (best < 0 || burst[p] < burst[best]
                    || burst[p] == burst[best] && (arrival[p] < arrival[best] || arrival[p] == arrival[best] && p < best)) {
                best = p;
            }
        }
        waiting.remove(best);
        return best;
    }

    private long step() {
        long earliest = Long.MAX_VALUE;
        for (int a : arrival) {
            earliest = Math.min(earliest, a);
        }
        BigInteger g = policy == Policy.ROUND_ROBIN ? BigInteger.valueOf(quantum) : BigInteger.ZERO;
        for (int p = 0; p < arrival.length; p++) {
            g = g.gcd(BigInteger.valueOf(burst[p])).gcd(BigInteger.valueOf(arrival[p] - earliest));
        }
        return g.longValueExact();
    }
}
