function sjfTimes(arrival, burst) {
  const n = arrival.length;
  const result = new Array(n);
  const pending = new Set(arrival.keys());
  let time = 0;
  while (pending.size > 0) {
    const ready = [...pending].filter((i) => arrival[i] <= time);
    if (ready.length === 0) {
      time = Math.min(...[...pending].map((i) => arrival[i])); // idle until the next arrival
      continue;
    }
    // Shortest burst first, then earlier arrival, then lower process number.
    ready.sort((a, b) => burst[a] - burst[b] || arrival[a] - arrival[b] || a - b);
    const p = ready[0];
    pending.delete(p);
    time += burst[p];
    const turnaround = time - arrival[p];
    result[p] = { completion: time, turnaround, waiting: turnaround - burst[p] };
  }
  return result;
}

// The interface's result: one [completion, turnaround, waiting] row per process.
function sjfSchedule(arrival, burst) {
  return sjfTimes(arrival, burst).map((t) => [t.completion, t.turnaround, t.waiting]);
}

const arrival = [5, 2, 0, 30, 4, 5, 12];
const burst = [4, 4, 7, 3, 1, 4, 2];
const result = sjfTimes(arrival, burst);
result.forEach((r, i) => {
  console.log(`P${i} completion=${r.completion} turnaround=${r.turnaround} waiting=${r.waiting}`);
});
const avg = (key) => result.reduce((s, r) => s + r[key], 0) / result.length;
console.log(`average turnaround=${avg("turnaround").toFixed(2)}`);
console.log(`average waiting=${avg("waiting").toFixed(2)}`);
