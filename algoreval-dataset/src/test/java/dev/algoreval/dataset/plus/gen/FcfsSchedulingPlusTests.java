package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CpuSchedulingCases.INT_MAX;
import static dev.algoreval.dataset.plus.gen.CpuSchedulingCases.at;
import static dev.algoreval.dataset.plus.gen.CpuSchedulingCases.processes;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.gen.CpuSchedulingCases.Processes;
import dev.algoreval.dataset.plus.gen.CpuSchedulingTickSimulator.Policy;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of FCFS scheduling. The prompt fixes the order (earliest arrival, then lower process
 * number), so the comparison is exact. Oracle: {@link CpuSchedulingTickSimulator}, a step-by-step clock
 * with a FIFO queue filled in arrival order, where the references sort the processes once.
 */
public final class FcfsSchedulingPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "one process arriving at time 0", processes(at(0), 4));
        add(tests, "one process arriving at time 9: the CPU idles until then", processes(at(9), 3));
        add(tests, "all processes arrive at time 0: process-number order, not shortest first",
                processes(at(0, 0, 0, 0), 5, 1, 3, 2));
        add(tests, "equal arrivals: the lower number goes first although it is longer",
                processes(at(4, 4, 1), 8, 2, 3));
        add(tests, "processes listed in reverse order of arrival", processes(at(9, 7, 5, 3, 1), 2, 2, 2, 2, 2));
        add(tests, "each process arrives exactly when the previous one completes", processes(at(0, 3, 6), 3, 3, 3));
        add(tests, "idle gaps between processes", processes(at(0, 10, 30, 31), 2, 5, 1, 4));
        add(tests, "first arrivals after time 0, two of them together", processes(at(5, 6, 5), 3, 1, 2));
        add(tests, "unit bursts with arrivals colliding in groups",
                processes(at(2, 0, 2, 0, 5, 5, 1, 2, 9, 9), 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
        add(tests, "random: 60 processes with many equal arrivals (seed 1201)",
                CpuSchedulingCases.random(1201, 60, 30, 9));
        add(tests, "random: 10000 processes with idle gaps and equal arrivals (seed 1202)",
                CpuSchedulingCases.random(1202, 10_000, 1_000_000, 200));
        add(tests, "one process whose burst is 2^31 - 1", processes(at(0), INT_MAX));
        add(tests, "one process arriving 10 units before 2^31 - 1 and finishing at it", processes(at(INT_MAX - 10), 10));
        add(tests, "two processes, the second finishing exactly at 2^31 - 1",
                CpuSchedulingCases.lastCompletionExactlyIntMax());
        add(tests, "1000 processes with completion times approaching 2^31 - 1 (seed 1203)",
                CpuSchedulingCases.approachingIntMax(1203, 1000, 1 << 16, 42));
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, Processes p) {
        tests.add(CpuSchedulingCases.test(Policy.FCFS, name, p, 0));
    }
}
