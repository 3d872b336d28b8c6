function fcfsTimes(arrival, burst) {
  const n = arrival.length;
  const order = [...Array(n).keys()].sort((a, b) => arrival[a] - arrival[b] || a - b);
  const result = new Array(n);
  let time = 0;
  for (const p of order) {
    time = Math.max(time, arrival[p]); // idle until the process arrives
    time += burst[p];
    const turnaround = time - arrival[p];
    result[p] = { completion: time, turnaround, waiting: turnaround - burst[p] };
  }
  return result;
}

// The interface's result: one [completion, turnaround, waiting] row per process.
function fcfsSchedule(arrival, burst) {
  return fcfsTimes(arrival, burst).map((t) => [t.completion, t.turnaround, t.waiting]);
}

const arrival = [2, 0, 4, 4, 25, 3];
const burst = [5, 3, 1, 6, 2, 4];
const result = fcfsTimes(arrival, burst);
result.forEach((r, i) => {
  console.log(`P${i} completion=${r.completion} turnaround=${r.turnaround} waiting=${r.waiting}`);
});
const avg = (key) => result.reduce((s, r) => s + r[key], 0) / result.length;
console.log(`average turnaround=${avg("turnaround").toFixed(2)}`);
console.log(`average waiting=${avg("waiting").toFixed(2)}`);
