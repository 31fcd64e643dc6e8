<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>DepthChart</name>
    <message>
        <location filename="../ui/views/depth_chart.py" line="33"/>
        <source>burst</source>
        <translation>ráfaga</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="142"/>
        <source>Blue: tasks waiting on the queue. Orange: tasks running. The last {seconds} seconds, in seconds since the session began.</source>
        <translation>Azul: tareas esperando en la cola. Naranja: tareas en ejecución. Los últimos {seconds} segundos, en segundos desde el inicio de la sesión.</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="146"/>
        <source>Queue depth</source>
        <translation>Profundidad de la cola</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/depth_chart.py" line="174"/>
        <source>now %n item(s) on the queue</source>
        <translation>
            <numerusform>ahora %n elemento en la cola</numerusform>
            <numerusform>ahora %n elementos en la cola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/depth_chart.py" line="175"/>
        <source>%n task(s) running</source>
        <translation>
            <numerusform>%n tarea en ejecución</numerusform>
            <numerusform>%n tareas en ejecución</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="176"/>
        <source>the last {seconds} seconds</source>
        <translation>los últimos {seconds} segundos</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="179"/>
        <source>maxsize {maxsize}</source>
        <translation>maxsize {maxsize}</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="232"/>
        <source>{seconds} s (now)</source>
        <translation>{seconds} s (ahora)</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="245"/>
        <source>{seconds} s (last change)</source>
        <translation>{seconds} s (último cambio)</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="249"/>
        <source>■ queued</source>
        <translation>■ en cola</translation>
    </message>
    <message>
        <location filename="../ui/views/depth_chart.py" line="249"/>
        <source>■ running</source>
        <translation>■ en ejecución</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <location filename="../ui/views/heartbeat.py" line="48"/>
        <source>How late a 10 ms timer on the main (GUI) thread fires. Low bars: the window never waits for the worker. It rests while nothing is queued or running.</source>
        <translation>Cuánto se retrasa un temporizador de 10 ms en el hilo principal (el de la interfaz). Barras bajas: la ventana nunca espera al trabajador. Descansa mientras no hay nada en cola ni en ejecución.</translation>
    </message>
    <message>
        <location filename="../ui/views/heartbeat.py" line="53"/>
        <source>Main thread&apos;s responsiveness</source>
        <translation>Capacidad de respuesta del hilo principal</translation>
    </message>
    <message>
        <location filename="../ui/views/heartbeat.py" line="73"/>
        <location filename="../ui/views/heartbeat.py" line="124"/>
        <source>idle — not measuring (nothing queued or running)</source>
        <translation>inactivo — sin medir (nada en cola ni en ejecución)</translation>
    </message>
    <message>
        <location filename="../ui/views/heartbeat.py" line="75"/>
        <source>the main thread answers within 20 ms: the window never waits for a worker</source>
        <translation>el hilo principal responde en menos de 20 ms: la ventana nunca espera a un trabajador</translation>
    </message>
    <message>
        <location filename="../ui/views/heartbeat.py" line="76"/>
        <source>the main thread answered up to 50 ms late</source>
        <translation>el hilo principal respondió con hasta 50 ms de retraso</translation>
    </message>
    <message>
        <location filename="../ui/views/heartbeat.py" line="77"/>
        <source>the main thread was held up more than 50 ms: the window froze</source>
        <translation>el hilo principal estuvo detenido más de 50 ms: la ventana se congeló</translation>
    </message>
    <message>
        <location filename="../ui/views/heartbeat.py" line="120"/>
        <source>GUI thread lateness: now {now} ms · max {worst} ms</source>
        <translation>Retraso del hilo de la interfaz: ahora {now} ms · máx. {worst} ms</translation>
    </message>
</context>
<context>
    <name>LaneSpoken</name>
    <message>
        <location filename="../ui/views/queue_lane.py" line="135"/>
        <location filename="../ui/views/queue_lane.py" line="290"/>
        <source>FULL</source>
        <translation>LLENA</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="133"/>
        <source>FULL: {producer} waits for room</source>
        <translation>LLENA: {producer} espera sitio</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="140"/>
        <source>STOP at the head: the next worker to get() it exits</source>
        <translation>STOP en cabeza: el próximo trabajador que lo saque con get() termina</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="142"/>
        <source>STOP is number {place} in line</source>
        <translation>STOP es el número {place} de la fila</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="141"/>
        <source>the producer is {thread}</source>
        <translation>el productor es {thread}</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="158"/>
        <source>{queued} waiting of maxsize {maxsize}: STOP was put past the bound, so that Stop never waits for room (the lesson&apos;s stop() would block on a full queue)</source>
        <translation>{queued} esperando de maxsize {maxsize}: STOP se puso por encima del límite, para que Detener nunca espere a que haya sitio (el stop() de la lección se bloquearía con la cola llena)</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="118"/>
        <source>{queue} (maxsize {maxsize})</source>
        <translation>{queue} (maxsize {maxsize})</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/queue_lane.py" line="128"/>
        <source>{queue}, %n task(s) waiting, head {task} (ID {id})</source>
        <translation>
            <numerusform>{queue}, %n tarea esperando, en cabeza {task} (ID {id})</numerusform>
            <numerusform>{queue}, %n tareas esperando, en cabeza {task} (ID {id})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="123"/>
        <source>{queue}, empty</source>
        <translation>{queue}, vacía</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="177"/>
        <source>{worker} blocked on {get}</source>
        <translation>{worker} bloqueado en {get}</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="193"/>
        <source>{worker} busy: taking task after task</source>
        <translation>{worker} ocupado: toma tarea tras tarea</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="174"/>
        <source>{worker} not running</source>
        <translation>{worker} no está en marcha</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="176"/>
        <source>{worker} paused: the queue lets nothing out</source>
        <translation>{worker} en pausa: la cola no deja salir nada</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="170"/>
        <source>{worker} running {task} (ID {id})</source>
        <translation>{worker} ejecuta {task} (ID {id})</translation>
    </message>
</context>
<context>
    <name>LaneWords</name>
    <message>
        <location filename="../ui/views/lane_words.py" line="200"/>
        <source>{state} · {task}</source>
        <translation>{state} · {task}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/queue_lane.py" line="338"/>
        <source>%n finished</source>
        <translation>
            <numerusform>%n terminada</numerusform>
            <numerusform>%n terminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/queue_lane.py" line="337"/>
        <source>%n finished, newest first</source>
        <translation>
            <numerusform>%n terminada, la más reciente primero</numerusform>
            <numerusform>%n terminadas, la más reciente primero</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="377"/>
        <source>+{count}
more</source>
        <translation>+{count}
más</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="135"/>
        <location filename="../ui/views/queue_lane.py" line="290"/>
        <source>FULL</source>
        <translation>LLENA</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="287"/>
        <source>FULL · {waiting} of {maxsize}</source>
        <translation>LLENA · {waiting} de {maxsize}</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="335"/>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="334"/>
        <source>Finished, newest first</source>
        <translation>Terminadas, la más reciente primero</translation>
    </message>
    <message>
        <source>STOP past the bound</source>
        <translation>STOP por encima del límite</translation>
    </message>
    <message>
        <source>{waiting} of {maxsize} with STOP</source>
        <translation>{waiting} de {maxsize} con STOP</translation>
    </message>
    <message>
        <location filename="../ui/views/lane_words.py" line="123"/>
        <source>{producer}
waits for room:
queue full</source>
        <translation>{producer}
espera sitio:
cola llena</translation>
    </message>
    <message>
        <location filename="../ui/views/lane_words.py" line="124"/>
        <source>{producer}
waits for room</source>
        <translation>{producer}
espera sitio</translation>
    </message>
    <message>
        <location filename="../ui/views/lane_words.py" line="125"/>
        <source>waits for room:
queue full</source>
        <translation>espera sitio:
cola llena</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="284"/>
        <source>{queue} — {state}</source>
        <translation>{queue} — {state}</translation>
    </message>
    <message>
        <source>{tasks} finished + {stops} STOP</source>
        <translation>Terminadas: {tasks} + {stops} STOP</translation>
    </message>
    <message>
        <source>{tasks} finished + {stops} STOP, newest first</source>
        <translation>Terminadas: {tasks} + {stops} STOP, la más reciente primero</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="291"/>
        <source>{waiting} of {maxsize}</source>
        <translation>{waiting} de {maxsize}</translation>
    </message>
    <message>
        <source>{waiting} of {maxsize}: STOP past the bound</source>
        <translation>{waiting} de {maxsize}: STOP por encima del límite</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="293"/>
        <source>{waiting} waiting</source>
        <translation>{waiting} esperando</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="280"/>
        <source>{waiting} waiting (unbounded)</source>
        <translation>{waiting} esperando (sin límite)</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="278"/>
        <source>{waiting} waiting of maxsize {maxsize}</source>
        <translation>{waiting} esperando de maxsize {maxsize}</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="276"/>
        <source>{waiting} waiting of maxsize {maxsize}  FULL</source>
        <translation>{waiting} esperando de maxsize {maxsize}  LLENA</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="322"/>
        <source>{waiting} waiting of maxsize {maxsize}: STOP put past the bound</source>
        <translation>{waiting} esperando de maxsize {maxsize}: STOP puesto por encima del límite</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="430"/>
        <location filename="../ui/views/queue_lane.py" line="507"/>
        <source>{worker}: ID {id} {task}</source>
        <translation>{worker}: ID {id} {task}</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="448"/>
        <source>{worker}: blocked on {get} — zzz</source>
        <translation>{worker}: bloqueado en {get} — zzz</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="445"/>
        <source>{worker}: busy</source>
        <translation>{worker}: ocupado</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="445"/>
        <source>{worker}: busy — taking task after task</source>
        <translation>{worker}: ocupado — toma tarea tras tarea</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="449"/>
        <source>{worker}: {get} zzz</source>
        <translation>{worker}: {get} zzz</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="437"/>
        <source>{worker}: not running</source>
        <translation>{worker}: no está en marcha</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="442"/>
        <source>{worker}: paused</source>
        <translation>{worker}: en pausa</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="441"/>
        <source>{worker}: paused (Step lets one)</source>
        <translation>{worker}: en pausa (Paso deja salir una)</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="440"/>
        <source>{worker}: paused: the queue lets nothing out (Step lets one)</source>
        <translation>{worker}: en pausa: la cola no deja salir nada (Paso deja salir una)</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="450"/>
        <source>{worker}: zzz</source>
        <translation>{worker}: zzz</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="433"/>
        <source>{worker}: {task}</source>
        <translation>{worker}: {task}</translation>
    </message>
</context>
<context>
    <name>QueueLane</name>
    <message>
        <location filename="../ui/views/queue_lane.py" line="73"/>
        <source>The queue: the producer puts items on the left (tail); workers take them from the right (head)</source>
        <translation>La cola: el productor pone los elementos por la izquierda (el final); los trabajadores los toman por la derecha (la cabeza)</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="77"/>
        <source>Queue lane</source>
        <translation>Carril de la cola</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="320"/>
        <source>Producer</source>
        <translation>Productor</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="328"/>
        <source>Consumer(s)</source>
        <translation>Consumidores</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="357"/>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="430"/>
        <location filename="../ui/views/queue_lane.py" line="507"/>
        <source>{worker}: ID {id} {task}</source>
        <translation>{worker}: ID {id} {task}</translation>
    </message>
    <message>
        <location filename="../ui/views/queue_lane.py" line="514"/>
        <source>ID {id}: {task}
{state} on {worker}</source>
        <translation>ID {id}: {task}
{state} en {worker}</translation>
    </message>
</context>
<context>
    <name>QueueWords</name>
    <message>
        <location filename="../ui/queue_words.py" line="17"/>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <location filename="../ui/queue_words.py" line="18"/>
        <source>LIFO</source>
        <translation>LIFO</translation>
    </message>
    <message>
        <location filename="../ui/queue_words.py" line="19"/>
        <source>priority</source>
        <translation>de prioridad</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <location filename="../ui/views/race_panel.py" line="35"/>
        <source>Shared counters the race tasks add 1 to: race without a lock, race_locked with one. Lost = expected - actual. Add race tasks ({race_key}, {locked_key}) with several workers, or open race-condition.json.</source>
        <translation>Contadores compartidos a los que las tareas de carrera suman 1: race sin cerrojo, race_locked con uno. Perdidas = esperadas - reales. Añade tareas de carrera ({race_key}, {locked_key}) con varios trabajadores, o abre race-condition.json.</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="43"/>
        <source>Race counters</source>
        <translation>Contadores de la carrera</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="47"/>
        <source>Counter</source>
        <translation>Contador</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="47"/>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="47"/>
        <source>Actual</source>
        <translation>Real</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="47"/>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="87"/>
        <source>… {count} running</source>
        <translation>… {count} en ejecución</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="104"/>
        <source>{counter}: expected {expected}, actual {actual}, {running} running</source>
        <translation>{counter}: esperado {expected}, real {actual}, {running} en ejecución</translation>
    </message>
    <message>
        <location filename="../ui/views/race_panel.py" line="106"/>
        <source>{counter}: expected {expected}, actual {actual}, lost {lost}</source>
        <translation>{counter}: esperado {expected}, real {actual}, perdidas {lost}</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <location filename="../ui/views/stats_panel.py" line="18"/>
        <source>L and λ·W disagree while tasks are still in the system: W averages only the tasks that have left, so a backlog that has not drained is missing from it. They agree once the queue drains.</source>
        <translation>L y λ·W no coinciden mientras queden tareas en el sistema: W promedia solo las tareas que ya salieron, así que le falta la acumulación que aún no se ha vaciado. Coinciden cuando la cola se vacía.</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="56"/>
        <source>newest first</source>
        <translation>la más reciente primero</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="57"/>
        <source>lowest priority number first</source>
        <translation>primero el número de prioridad más bajo</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="63"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="64"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="82"/>
        <source>Throughput ({seconds} s)</source>
        <translation>Rendimiento ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="84"/>
        <source>Tasks finished per second over the last {seconds} seconds (— while the run, from its first arrival, is shorter than {first} s: a shorter time measures a click, not the queue)</source>
        <translation>Tareas terminadas por segundo en los últimos {seconds} segundos (— mientras la ejecución, desde la primera llegada, dure menos de {first} s: en menos tiempo se mide un clic, no la cola)</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="91"/>
        <source>Wait: mean / p95</source>
        <translation>Espera: media / p95</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="92"/>
        <source>Time in the queue before a worker took the task: the mean over every task, the p95 over the latest {samples}</source>
        <translation>Tiempo en la cola antes de que un trabajador tomara la tarea: la media de todas las tareas, el p95 de las últimas {samples}</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="96"/>
        <source>Run: mean / p95</source>
        <translation>Ejecución: media / p95</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="97"/>
        <source>Time the task ran: the mean over every task, the p95 over the latest {samples}</source>
        <translation>Tiempo que se ejecutó la tarea: la media de todas las tareas, el p95 de las últimas {samples}</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="101"/>
        <source>Arrival rate λ</source>
        <translation>Tasa de llegada λ</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="103"/>
        <source>Tasks put on the queue per second, from the first until the last one left (until now while tasks are queued or running; — while that is shorter than {first} s)</source>
        <translation>Tareas puestas en la cola por segundo, desde la primera hasta que salió la última (hasta ahora mientras haya tareas en cola o en ejecución; — mientras eso dure menos de {first} s)</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="110"/>
        <source>L, mean in system</source>
        <translation>L, media en el sistema</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="111"/>
        <source>Time-average number of tasks queued or running (— while the run, from its first arrival, is shorter than {first} s)</source>
        <translation>Número medio en el tiempo de tareas en cola o en ejecución (— mientras la ejecución, desde la primera llegada, dure menos de {first} s)</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="115"/>
        <source>W, mean time in system</source>
        <translation>W, tiempo medio en el sistema</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="117"/>
        <source>Mean time from put() to finished, over tasks that left</source>
        <translation>Tiempo medio desde put() hasta terminar, de las tareas que salieron</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="124"/>
        <source>Little&apos;s law: L vs λ·W</source>
        <translation>Ley de Little: L frente a λ·W</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="125"/>
        <source>L = λ·W when arrivals and departures balance</source>
        <translation>L = λ·W cuando las llegadas y las salidas se equilibran</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="130"/>
        <source>Taken in {order} order</source>
        <translation>Tomadas en orden {order}</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="132"/>
        <source>Did the workers take tasks off the queue in the queue&apos;s own order (FIFO: the order they were put on), since the queue&apos;s order was last set? Judged by the order the queue gave them out, not by start times: with many workers those are stamped after get() and reorder by microseconds.</source>
        <translation>¿Sacaron los trabajadores las tareas de la cola en el orden propio de la cola (FIFO: el orden en que se pusieron), desde que se fijó por última vez el orden de la cola? Se juzga por el orden en que la cola las entregó, no por las horas de inicio: con muchos trabajadores esas se anotan después de get() y se desordenan por microsegundos.</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="143"/>
        <source>Finished in {order} order</source>
        <translation>Terminadas en orden {order}</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="145"/>
        <source>Did tasks finish in the order they were taken off the queue? With several workers, usually not.</source>
        <translation>¿Terminaron las tareas en el orden en que se sacaron de la cola? Con varios trabajadores, normalmente no.</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="173"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="216"/>
        <source>{value} tasks/s</source>
        <translation>{value} tareas/s</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="219"/>
        <source>{value} /s</source>
        <translation>{value} /s</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="223"/>
        <source>{l} vs {product}</source>
        <translation>{l} frente a {product}</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="238"/>
        <source>{answer} — {discipline}: {rule}</source>
        <translation>{answer} — {discipline}: {rule}</translation>
    </message>
    <message>
        <location filename="../ui/views/stats_panel.py" line="253"/>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
</context>
<context>
    <name>TableFollower</name>
    <message>
        <location filename="../ui/table_follow.py" line="59"/>
        <source>No tasks yet: each task put on the queue gets a row, in FIFO order</source>
        <translation>Aún no hay tareas: cada tarea puesta en la cola tiene una fila, en orden FIFO</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table_follow.py" line="61"/>
        <source>%n row(s), in the order they were put on the queue</source>
        <translation>
            <numerusform>%n fila, en el orden en que se pusieron en la cola</numerusform>
            <numerusform>%n filas, en el orden en que se pusieron en la cola</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/table_follow.py" line="65"/>
        <source>all finished</source>
        <translation>todas terminadas</translation>
    </message>
    <message>
        <location filename="../ui/table_follow.py" line="69"/>
        <source>first still waiting or running: row {row}, {task} (ID {id})</source>
        <translation>la primera que aún espera o se ejecuta: fila {row}, {task} (ID {id})</translation>
    </message>
    <message>
        <location filename="../ui/table_follow.py" line="74"/>
        <source>following the queue</source>
        <translation>siguiendo la cola</translation>
    </message>
    <message>
        <location filename="../ui/table_follow.py" line="76"/>
        <source>scrolled away: no longer following the queue</source>
        <translation>desplazada a otra parte: ya no sigue la cola</translation>
    </message>
</context>
<context>
    <name>TaskState</name>
    <message>
        <location filename="../ui/views/palette.py" line="32"/>
        <source>Queued</source>
        <translation>En cola</translation>
    </message>
    <message>
        <location filename="../ui/views/palette.py" line="33"/>
        <source>Running</source>
        <translation>En ejecución</translation>
    </message>
    <message>
        <location filename="../ui/views/palette.py" line="34"/>
        <source>Done</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <location filename="../ui/views/palette.py" line="35"/>
        <source>Failed</source>
        <translation>Fallida</translation>
    </message>
    <message>
        <location filename="../ui/views/palette.py" line="36"/>
        <source>Cancelled</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <location filename="../ui/views/palette.py" line="37"/>
        <source>Consumed</source>
        <translation>Consumida</translation>
    </message>
</context>
<context>
    <name>TaskTable</name>
    <message>
        <location filename="../ui/table_columns.py" line="113"/>
        <source>Every item put on the queue, in FIFO order. Double-click a failed task for its traceback.</source>
        <translation>Cada elemento puesto en la cola, en orden FIFO. Doble clic en una tarea fallida para ver su traceback.</translation>
    </message>
    <message>
        <location filename="../ui/table_columns.py" line="119"/>
        <source>Tasks, in queue order</source>
        <translation>Tareas, en el orden de la cola</translation>
    </message>
</context>
<context>
    <name>TaskTableModel</name>
    <message>
        <location filename="../ui/table/column_headers.py" line="1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/table/column_headers.py" line="1"/>
        <source>The CPU time its call used, as a share of its run, once it ended: 100 % while it computed all along, less while it waited (for the GIL on a thread, or asleep). Empty for a run under 0.05 s: too short for the CPU clock to tell</source>
        <translation>El tiempo de CPU que usó su llamada, como parte de su ejecución, una vez terminada: 100 % si calculó todo el tiempo, menos si esperó (el GIL en un hilo, o dormida). Vacío para una ejecución de menos de 0,05 s: demasiado corta para que el reloj de CPU lo diga</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="75"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="76"/>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="77"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="78"/>
        <source>Worker</source>
        <translation>Trabajador</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="79"/>
        <source>Enqueued</source>
        <translation>Encolada</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="80"/>
        <source>Started</source>
        <translation>Iniciada</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="81"/>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="82"/>
        <source>Wait</source>
        <translation>Espera</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="83"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="84"/>
        <source>Result / Error</source>
        <translation>Resultado / Error</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="88"/>
        <source>Place in the queue while waiting: 1 = the next item a worker takes</source>
        <translation>Puesto en la cola mientras espera: 1 = el próximo elemento que toma un trabajador</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="93"/>
        <source>Task id, in the order the producer put it on the queue</source>
        <translation>Id de la tarea, en el orden en que el productor la puso en la cola</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="98"/>
        <source>When the producer put it on the queue, in seconds since the session began</source>
        <translation>Cuándo la puso el productor en la cola, en segundos desde el inicio de la sesión</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="104"/>
        <source>When a worker took it off the queue, in seconds since the session began</source>
        <translation>Cuándo la sacó un trabajador de la cola, en segundos desde el inicio de la sesión</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="110"/>
        <source>When it finished, in seconds since the session began</source>
        <translation>Cuándo terminó, en segundos desde el inicio de la sesión</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="113"/>
        <source>Time spent waiting in the queue (enqueued → started)</source>
        <translation>Tiempo de espera en la cola (encolada → iniciada)</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="115"/>
        <source>Time spent running (started → finished)</source>
        <translation>Tiempo de ejecución (iniciada → terminada)</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="145"/>
        <source>P · Task</source>
        <translation>P · Tarea</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="147"/>
        <source>P: the task&apos;s priority. A priority queue takes the lowest P first.</source>
        <translation>P: la prioridad de la tarea. Una cola de prioridad toma primero la P más baja.</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="462"/>
        <source>(double-click to open)</source>
        <translation>(doble clic para abrirlo)</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="469"/>
        <source>The STOP sentinel: everything ahead of it still runs; the worker that takes it exits.</source>
        <translation>El centinela STOP: todo lo que va delante aún se ejecuta; el trabajador que lo toma termina.</translation>
    </message>
    <message>
        <location filename="../ui/task_model.py" line="560"/>
        <source>ID {id} {task} — {state}, put by {producer}</source>
        <translation>ID {id} {task} — {state}, puesta por {producer}</translation>
    </message>
</context>
<context>
    <name>TeachingViews</name>
    <message>
        <location filename="../ui/teaching_views.py" line="34"/>
        <source>Queue lane</source>
        <translation>Carril de la cola</translation>
    </message>
    <message>
        <location filename="../ui/teaching_views.py" line="35"/>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <location filename="../ui/teaching_views.py" line="36"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../ui/teaching_views.py" line="37"/>
        <source>Queue depth</source>
        <translation>Profundidad de la cola</translation>
    </message>
    <message>
        <location filename="../ui/teaching_views.py" line="38"/>
        <source>Main thread</source>
        <translation>Hilo principal</translation>
    </message>
    <message>
        <location filename="../ui/dock_layout.py" line="57"/>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../ui/views/timeline_words.py" line="1"/>
        <source>used {cpu} of CPU ({share} % of its run)</source>
        <translation>usó {cpu} de CPU ({share} % de su ejecución)</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="48"/>
        <source>looking back — double-click or {key} to follow</source>
        <translation>mirando atrás — doble clic o {key} para seguir</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="87"/>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="96"/>
        <source>● live</source>
        <translation>● en vivo</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="97"/>
        <source>● {kind}</source>
        <translation>● {kind}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/timeline_view.py" line="132"/>
        <source>%n worker lane(s)</source>
        <translation>
            <numerusform>%n carril de trabajador</numerusform>
            <numerusform>%n carriles de trabajador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/timeline_view.py" line="133"/>
        <source>%n task(s) ran, {failed} failed</source>
        <translation>
            <numerusform>%n tarea ejecutada, {failed} fallidas</numerusform>
            <numerusform>%n tareas ejecutadas, {failed} fallidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="138"/>
        <source>{worker} running {task} (ID {id})</source>
        <translation>{worker} ejecuta {task} (ID {id})</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="145"/>
        <location filename="../ui/views/timeline_view.py" line="485"/>
        <source>stop() called</source>
        <translation>se llamó a stop()</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="146"/>
        <source>following the clock</source>
        <translation>siguiendo el reloj</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="148"/>
        <source>{worker} busy: taking task after task</source>
        <translation>{worker} ocupado: toma tarea tras tarea</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/timeline_view.py" line="456"/>
        <source>%n task(s) back to back, {failed} failed, the latest drawn one by one</source>
        <translation>
            <numerusform>%n tarea seguida, {failed} fallidas, las últimas dibujadas una a una</numerusform>
            <numerusform>%n tareas seguidas, {failed} fallidas, las últimas dibujadas una a una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/timeline_view.py" line="461"/>
        <source>%n task(s) back to back, {failed} failed</source>
        <translation>
            <numerusform>%n tarea seguida, {failed} fallidas</numerusform>
            <numerusform>%n tareas seguidas, {failed} fallidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/timeline_view.py" line="463"/>
        <source>%n task(s) back to back, the latest drawn one by one</source>
        <translation>
            <numerusform>%n tarea seguida, las últimas dibujadas una a una</numerusform>
            <numerusform>%n tareas seguidas, las últimas dibujadas una a una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/timeline_view.py" line="465"/>
        <source>%n task(s) back to back</source>
        <translation>
            <numerusform>%n tarea seguida</numerusform>
            <numerusform>%n tareas seguidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="490"/>
        <source>exit</source>
        <translation>sale</translation>
    </message>
    <message>
        <location filename="../ui/views/timeline_view.py" line="555"/>
        <source>ID {id}: {task}
{state} on {worker}
queued at {queued}, started {started}, ended {ended}
waited {waited}, ran {ran}</source>
        <translation>ID {id}: {task}
{state} en {worker}
encolada en {queued}, iniciada en {started}, terminada en {ended}
esperó {waited}, se ejecutó {ran}</translation>
    </message>
</context>
</TS>
