package dev.algoreval.dataset.oracle;

import java.util.Comparator;

/**
 * A tick-by-tick simulation of one CPU that never interrupts a process: at every time unit, if the CPU
 * is free it takes the arrived, unfinished process that comes first in the scheduler's order (the
 * lower number on a tie), and the running process advances by one unit. Non-preemptive schedulers
 * differ only in that order.
 */
public final class NonPreemptiveCpu {
    private NonPreemptiveCpu() {
    }

    /** The time at which each process finishes; {@code order} compares process numbers. */
    public static int[] completionTimes(int[] arrival, int[] burst, Comparator<Integer> order) {
        int n = arrival.length;
        int[] left = burst.clone();
        int[] completion = new int[n];
        int done = 0;
        int running = -1;
        for (int t = 0; done < n; t++) {
            if (running < 0) {
                for (int i = 0; i < n; i++) {
                    if (arrival[i] <= t && left[i] > 0 && (running < 0 || order.compare(i, running) < 0)) {
                        running = i;
                    }
                }
            }
            if (running >= 0 && --left[running] == 0) {
                completion[running] = t + 1;
                done++;
                running = -1;
            }
        }
        return completion;
    }
}
