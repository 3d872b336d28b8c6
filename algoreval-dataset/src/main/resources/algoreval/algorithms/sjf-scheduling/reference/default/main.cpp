#include <array>
#include <cstdio>
#include <tuple>
#include <vector>

struct Times {
    int completion, turnaround, waiting;
};

std::vector<Times> sjfTimes(const std::vector<int> &arrival, const std::vector<int> &burst) {
    int n = static_cast<int>(arrival.size());
    std::vector<Times> result(n);
    std::vector<bool> done(n, false);
    int time = 0;
    for (int finished = 0; finished < n;) {
        int chosen = -1, nextArrival = -1;
        for (int i = 0; i < n; i++) {
            if (done[i]) continue;
            if (arrival[i] <= time) {
                // Shortest burst first, then earlier arrival, then lower process number.
                if (chosen < 0 || std::tie(burst[i], arrival[i], i) < std::tie(burst[chosen], arrival[chosen], chosen)) {
                    chosen = i;
                }
            } else if (nextArrival < 0 || arrival[i] < nextArrival) {
                nextArrival = arrival[i];
            }
        }
        if (chosen < 0) {
            time = nextArrival;  // idle until the next arrival
            continue;
        }
        done[chosen] = true;
        finished++;
        time += burst[chosen];
        int turnaround = time - arrival[chosen];
        result[chosen] = {time, turnaround, turnaround - burst[chosen]};
    }
    return result;
}

// The interface's result: one {completion, turnaround, waiting} row per process.
std::vector<std::array<int, 3>> sjfSchedule(const std::vector<int>& arrival, const std::vector<int>& burst) {
    std::vector<std::array<int, 3>> rows;
    for (const Times &t : sjfTimes(arrival, burst)) rows.push_back({t.completion, t.turnaround, t.waiting});
    return rows;
}

int main() {
    std::vector<int> arrival = {5, 2, 0, 30, 4, 5, 12};
    std::vector<int> burst = {4, 4, 7, 3, 1, 4, 2};
    std::vector<Times> result = sjfTimes(arrival, burst);
    int totalTurnaround = 0, totalWaiting = 0;
    for (size_t i = 0; i < result.size(); i++) {
        std::printf("P%zu completion=%d turnaround=%d waiting=%d\n", i, result[i].completion, result[i].turnaround,
                    result[i].waiting);
        totalTurnaround += result[i].turnaround;
        totalWaiting += result[i].waiting;
    }
    std::printf("average turnaround=%.2f\n", static_cast<double>(totalTurnaround) / result.size());
    std::printf("average waiting=%.2f\n", static_cast<double>(totalWaiting) / result.size());
    return 0;
}
