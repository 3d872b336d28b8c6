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
 * Hidden tests of round-robin scheduling. The prompt fixes the queue order (simultaneous arrivals by process
 * number, an arrival at a quantum's end ahead of the preempted process), so the comparison is exact. Oracle:
 * {@link CpuSchedulingTickSimulator}, a step-by-step clock that counts the running process's quantum down.
 * Every input keeps the number of time slices small (at most a few hundred thousand), since any simulation,
 * the references' included, runs one step per slice; times close to 2^31 - 1 come with a large quantum.
 */
public final class RoundRobinSchedulingPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "one process, quantum 1", processes(at(0), 5), 1);
        add(tests, "one process arriving at time 4, quantum larger than its burst", processes(at(4), 3), 10);
        add(tests, "quantum larger than every burst: first come, first served",
                processes(at(0, 2, 2, 1), 4, 3, 1, 2), 100);
        add(tests, "quantum 1, three processes arriving at time 0", processes(at(0, 0, 0), 3, 1, 2), 1);
        add(tests, "an arrival exactly at a quantum's end is queued ahead of the preempted process",
                processes(at(0, 2), 4, 2), 2);
        add(tests, "a preempted process alone in the queue runs again", processes(at(0, 10), 7, 2), 2);
        add(tests, "simultaneous arrivals join in process-number order, listed in reverse",
                processes(at(3, 3, 3, 0), 2, 2, 2, 1), 1);
        add(tests, "a process whose remaining time equals the quantum finishes and does not rejoin",
                processes(at(0, 0), 4, 2), 2);
        add(tests, "idle gaps between arrivals", processes(at(0, 10, 30), 3, 5, 2), 2);
        add(tests, "arrivals during a quantum join before the preempted process; a short last slice",
                processes(at(0, 1, 2), 5, 2, 3), 4);
        add(tests, "a process finishing early at the moment another arrives", processes(at(0, 0, 6), 6, 2, 3), 4);
        add(tests, "first arrival after time 0, bursts that are multiples of the quantum",
                processes(at(5, 5, 8, 6), 6, 3, 9, 3), 3);
        add(tests, "random: 40 processes, quantum 3, many equal arrivals (seed 1221)",
                CpuSchedulingCases.random(1221, 40, 30, 12), 3);
        add(tests, "random: 300 processes, quantum 1 (seed 1222)", CpuSchedulingCases.random(1222, 300, 2000, 20), 1);
        add(tests, "random: 5000 processes, quantum 4, with idle gaps (seed 1223)",
                CpuSchedulingCases.random(1223, 5000, 150_000, 60), 4);
        add(tests, "one process preempted with nobody waiting, three times, finishing exactly at 2^31 - 1",
                processes(at((1 << 28) - 1), INT_MAX - ((1 << 28) - 1)), 1 << 29);
        add(tests, "two processes sharing the CPU in quanta of 2^28, the last finishing exactly at 2^31 - 1",
                CpuSchedulingCases.lastCompletionExactlyIntMax(), 1 << 28);
        add(tests, "1000 processes with completion times approaching 2^31 - 1, quantum 5 * 2^16 (seed 1224)",
                CpuSchedulingCases.approachingIntMax(1224, 1000, 1 << 16, 42), 5 << 16);
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, Processes p, int quantum) {
        tests.add(CpuSchedulingCases.test(Policy.ROUND_ROBIN, name, p, quantum));
    }
}
