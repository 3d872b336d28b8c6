package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import dev.algoreval.dataset.oracle.ScheduleTable;
import java.util.ArrayDeque;

/**
 * Tick-by-tick simulation with a unit-time clock. At each instant t: first the processes arriving
 * at t join the queue (by number), then a process whose quantum has just been used up without
 * finishing rejoins the tail, then a free CPU takes the head of the queue; the running process
 * advances by one unit, finishing (and freeing the CPU) at t + 1 when nothing is left.
 */
public final class RoundRobinSchedulingOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] arrival = input.ints("arrival");
        int[] burst = input.ints("burst");
        int quantum = input.integer("quantum");
        int n = arrival.length;
        int[] left = burst.clone();
        int[] completion = new int[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        int running = -1;
        int slice = 0;
        int done = 0;
        for (int t = 0; done < n; t++) {
            for (int i = 0; i < n; i++) {
                if (arrival[i] == t) {
                    queue.addLast(i);
                }
            }
            if (running >= 0 && slice == quantum) {
                queue.addLast(running);
                running = -1;
            }
            if (running < 0 && !queue.isEmpty()) {
                running = queue.pollFirst();
                slice = 0;
            }
            if (running >= 0) {
                left[running]--;
                slice++;
                if (left[running] == 0) {
                    completion[running] = t + 1;
                    done++;
                    running = -1;
                }
            }
        }
        return ScheduleTable.format(arrival, burst, completion);
    }
}
