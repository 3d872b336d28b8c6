function roundRobinTimes(arrival, burst, quantum) {
  const n = arrival.length;
  const byArrival = [...Array(n).keys()].sort((a, b) => arrival[a] - arrival[b] || a - b);
  const remaining = burst.slice();
  const result = new Array(n);
  const queue = [];
  let next = 0;
  let time = 0;
  let finished = 0;
  const admitUntil = (t) => {
    while (next < n && arrival[byArrival[next]] <= t) queue.push(byArrival[next++]);
  };
  while (finished < n) {
    admitUntil(time);
    if (queue.length === 0) {
      time = arrival[byArrival[next]]; // idle until the next arrival
      continue;
    }
    const p = queue.shift();
    const run = Math.min(quantum, remaining[p]);
    time += run;
    remaining[p] -= run;
    admitUntil(time); // arrivals up to now are queued before a preempted process
    if (remaining[p] === 0) {
      const turnaround = time - arrival[p];
      result[p] = { completion: time, turnaround, waiting: turnaround - burst[p] };
      finished++;
    } else {
      queue.push(p);
    }
  }
  return result;
}

// The interface's result: one [completion, turnaround, waiting] row per process.
function roundRobinSchedule(arrival, burst, quantum) {
  return roundRobinTimes(arrival, burst, quantum).map((t) => [t.completion, t.turnaround, t.waiting]);
}

const arrival = [0, 3, 1, 6, 3, 20];
const burst = [5, 2, 4, 5, 3, 4];
const quantum = 3;
const result = roundRobinTimes(arrival, burst, quantum);
result.forEach((r, i) => {
  console.log(`P${i} completion=${r.completion} turnaround=${r.turnaround} waiting=${r.waiting}`);
});
const avg = (key) => result.reduce((s, r) => s + r[key], 0) / result.length;
console.log(`average turnaround=${avg("turnaround").toFixed(2)}`);
console.log(`average waiting=${avg("waiting").toFixed(2)}`);
